import Foundation

/// A closure-based action for controls and menus: UIKit's `UIAction`.
open class Action: MenuElement {
    /// The handler `UIAction` calls: the action itself is passed in.
    public typealias Handler = (Action) -> Void

    /// An identifier: adding a second action with the same identifier to a control replaces
    /// the first, as in UIKit. Nil (the default) makes one up.
    public let identifier: String
    /// The control that sent the action while its handler runs; nil otherwise.
    public internal(set) weak var sender: AnyObject?
    /// How the action behaves in a menu (default none): a disabled action does not run when
    /// selected from a menu.
    public var attributes: Attributes = []
    /// A longer description a menu may show under the title; nil for none.
    public var discoverabilityTitle: String?
    /// Whether a menu draws a check mark beside it (default `.off`); a single-selection menu
    /// sets it when an action is selected.
    public var state: State = .off
    let handler: Handler

    /// Creates an action that calls `handler` with itself when performed.
    ///
    /// The title is also the action's name in diagnostics.
    public init(
        title: String = "", image: Image? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? UUID().uuidString
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
