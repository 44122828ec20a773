/// A report of refused misuse: the call did nothing and this says why.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Dotted code from the specs, e.g. `view.cycle` or `geometry.nonFinite`.
    public var code: String
    /// Human-readable sentence naming the node(s) and the offending value.
    public var message: String

    /// Creates a diagnostic.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// `[code] message`.
    public var description: String { "[\(code)] \(message)" }
}
