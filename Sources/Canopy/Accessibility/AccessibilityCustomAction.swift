/// An extra action a screen reader offers on an element (its actions rotor): the
/// UIAccessibilityCustomAction analogue.
public final class AccessibilityCustomAction {
    /// The name read to the user ("Delete", "Archive").
    public var name: String
    /// Runs the action; returns whether it succeeded.
    public var handler: (AccessibilityCustomAction) -> Bool

    /// Creates an action named `name` that runs `handler` when chosen.
    public init(name: String, handler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.handler = handler
    }

    /// Runs the action as a screen reader does when the user chooses it; returns its result.
    @discardableResult
    public func perform() -> Bool { handler(self) }
}
