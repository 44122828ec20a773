import Foundation

/// A button in a navigation bar: a title, an image or a system item, with an action; the
/// UIBarButtonItem analogue.
///
/// Linux has no selectors, so target-action takes the target and a method of its type
/// (`BarButtonItem(title: "Save", style: .done, target: self, action: Editor.save)`); the
/// target is held weakly, as UIKit does. A `primaryAction`, when set, runs instead; a `menu`
/// is what the item offers when it has no primary action (or on a long press in UIKit).
open class BarButtonItem: BarItem {
    /// How an item's title is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// Regular weight (the default).
        case plain
        /// Semibold: the item that confirms the screen (Done, Save).
        case done
    }

    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// How the title is drawn (default `.plain`; system items choose their own).
    open var style: Style = .plain
    /// The colour of the title or template image; nil uses the bar's tint.
    open var tintColor: Color?
    /// A fixed width in points for `.fixedSpace`, or 0 for the content's own width.
    open var width: CGFloat = 0
    /// Runs when the item is activated, with the item as its sender; takes precedence over
    /// target-action, as in UIKit.
    open var primaryAction: Action?
    /// The menu the item offers; activating an item with a menu and no primary action opens
    /// it (Canopy draws none: tests select from it with `Menu.select(_:sender:)`).
    open var menu: Menu?
    /// The target-action pair: the weakly held target and the call that sends it the action.
    private var targetAction: (target: WeakTarget, send: (AnyObject, BarButtonItem) -> Void)?

    /// Creates an item with a title, an image, or both (the image is drawn when present), an
    /// optional primary action and menu; UIKit's `init(title:image:primaryAction:menu:)`.
    ///
    /// With neither title nor image, the item shows the primary action's title, as in UIKit.
    public init(title: String? = nil, image: Image? = nil, style: Style = .plain, primaryAction: Action? = nil, menu: Menu? = nil) {
        systemItem = nil
        super.init()
        self.title = title ?? (image == nil ? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 } : nil)
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item whose action calls `action` on `target`.
    public convenience init<Target: AnyObject>(
        title: String?, image: Image? = nil, style: Style = .plain, target: Target?, action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(title: title, image: image, style: style)
        setTarget(target, action: action)
    }

    /// Creates a system item: its title or symbol and style are UIKit's for that item; UIKit's
    /// `init(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        image = systemItem.symbol.map { Image(symbol: $0) }
        style = systemItem.isBold ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item whose action calls `action` on `target`.
    public convenience init<Target: AnyObject>(systemItem: SystemItem, target: Target?, action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// Sets (or with a nil target clears) the target-action pair.
    public func setTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (BarButtonItem) -> Void) {
        guard let target else {
            targetAction = nil
            return
        }
        targetAction = (WeakTarget(target), { object, item in action(unsafeDowncast(object, to: Target.self))(item) })
    }

    /// The action's target while it is alive.
    public var target: AnyObject? { targetAction?.target.object }

    /// Whether the item is a space (flexible or fixed) rather than a button.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's action as a tap does: the primary action, else the target's method.
    ///
    /// Returns whether an action ran. A disabled item, a space, or an item offering only a
    /// menu runs nothing (the menu is what it opens); an item with no action, or one whose
    /// target has been released, runs nothing and reports `barItem.noAction`.
    @discardableResult
    public func performAction() -> Bool {
        guard isEnabled, !isSpace else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        if menu != nil, targetAction == nil { return false }
        guard let pair = targetAction, let object = pair.target.object else {
            Diagnostics.report(
                code: "barItem.noAction",
                "Bar button item '\(title ?? systemItem?.rawValue ?? "untitled")' was activated with no action or a released target.")
            return false
        }
        pair.send(object, self)
        return true
    }
}

/// A weak reference, so an item does not keep its target alive.
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
