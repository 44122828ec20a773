import Foundation

/// A menu: a title and a list of actions and submenus; the UIMenu analogue.
///
/// Canopy draws no menu: a menu is a value that tests read (`children`, `actions`) and select
/// from (`select(_:sender:)`) as a user picking an item would. Like UIKit's, a menu does not
/// change after it is made; `replacingChildren(_:)` makes a new one.
open class Menu: MenuElement {
    /// How a menu shows its children: UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on: selecting a child turns it on and its siblings off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// Names the menu (UIKit's `UIMenu.Identifier`); nil (the default) makes one up.
    public let identifier: String
    /// How the children show.
    public let options: Options
    /// The actions and submenus, top first.
    public let children: [MenuElement]

    /// Creates a menu; every argument defaults as in UIKit.
    public init(
        title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? UUID().uuidString
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with `children` in place of this menu's.
    public func replacingChildren(_ children: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: children)
    }

    /// Every action in the menu and its submenus, depth first, hidden ones included.
    public var actions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            if let menu = element as? Menu { return menu.actions }
            return []
        }
    }

    /// The first action titled `title` in the menu or its submenus, depth first.
    public func action(titled title: String) -> Action? { actions.first { $0.title == title } }

    /// Selects the first visible action titled `title` as a user picking it would: in a
    /// single-selection menu it turns on and its siblings off, then its handler runs with
    /// `sender`.
    ///
    /// Returns whether a handler ran. A title no visible action has, or a disabled action,
    /// runs nothing and reports `menu.unavailableAction`, the menu unchanged.
    @discardableResult
    public func select(_ title: String, sender: AnyObject? = nil) -> Bool {
        guard let (action, owner) = find(title) else {
            Diagnostics.report(code: "menu.unavailableAction", "Menu '\(self.title)' has no visible action titled '\(title)'.")
            return false
        }
        guard !action.attributes.contains(.disabled) else {
            Diagnostics.report(code: "menu.unavailableAction", "Menu action '\(title)' is disabled; selecting it ran nothing.")
            return false
        }
        if owner.options.contains(.singleSelection) {
            for case let sibling as Action in owner.children { sibling.state = sibling === action ? .on : .off }
        }
        action.perform(sender: sender)
        return true
    }

    /// The first visible action titled `title` and the menu holding it, skipping hidden
    /// submenus' children as a user cannot reach them.
    private func find(_ title: String) -> (Action, Menu)? {
        for element in children {
            if let action = element as? Action, action.title == title, !action.attributes.contains(.hidden) { return (action, self) }
            if let menu = element as? Menu, let found = menu.find(title) { return found }
        }
        return nil
    }
}
