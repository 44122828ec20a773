import Foundation

/// A closure-based action for controls and menus: UIKit's `UIAction`.
open class Action {
    /// The handler `UIAction` calls: the action itself is passed in.
    public typealias Handler = (Action) -> Void

    /// The title shown in menus; also the action's name in diagnostics.
    public var title: String
    /// An image shown in menus; nil for none.
    public var image: Image?
    /// An identifier: adding a second action with the same identifier to a control replaces
    /// the first, as in UIKit. Nil (the default) makes one up.
    public let identifier: String
    /// The control that sent the action while its handler runs; nil otherwise.
    public internal(set) weak var sender: AnyObject?
    let handler: Handler

    /// Creates an action that calls `handler` with itself when performed.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
