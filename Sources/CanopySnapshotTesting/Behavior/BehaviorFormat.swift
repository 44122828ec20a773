import Foundation

/// Number formatting shared by timelines, captions and messages: stable text whatever the
/// frame rate's rounding noise.
enum BehaviorFormat {
    /// Up to two decimals, trailing zeros dropped, never `-0`: `-120.5`, `0.25`, `44`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A step's number as written in Swift: as ``number(_:)``, except that values too large
    /// or too small for two decimals keep their exponent (`1e+308`, `1e-300`), so a message
    /// about a step shows the value that was passed.
    static func argument(_ value: Double) -> String {
        let magnitude = abs(value)
        guard value.isFinite, magnitude >= 1e15 || (magnitude > 0 && magnitude < 0.005) else { return number(value) }
        return "\(value)"
    }

    /// A time in seconds with three decimals: `0.250`.
    static func seconds(_ value: TimeInterval) -> String {
        let text = String(format: "%.3f", value)
        return text == "-0.000" ? "0.000" : text
    }
}
