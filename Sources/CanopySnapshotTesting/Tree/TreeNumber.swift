import Foundation

/// How tree dumps round and print numbers: two decimals at most, trailing zeros trimmed.
enum TreeNumber {
    /// Rounds to 0.01, the precision the dump prints; non-finite values pass through.
    static func rounded(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        let r = (value * 100).rounded() / 100
        return r == 0 ? 0 : r  // no "-0"
    }

    /// `44`, `44.5`, `44.33`, `-3`, `nan`, `inf`, `-inf`.
    static func format(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let r = rounded(value)
        if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
        var text = String(format: "%.2f", Double(r))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Parses what ``format(_:)`` prints; nil for anything else.
    static func parse(_ text: Substring) -> CGFloat? {
        switch text {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default:
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
            return Double(text).map { CGFloat($0) }
        }
    }
}

/// Quoting of identifiers and texts in tree dumps: `"…"` with `\"`, `\\`, `\n`, `\r`, `\t`
/// and `\u{XX}` for other control characters, so every value stays on its line.
enum TreeQuoting {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
