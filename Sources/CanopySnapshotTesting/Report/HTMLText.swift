import Foundation

/// Escaping for text placed into the report page.
enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, so the result is safe as element text and inside
    /// a quoted attribute.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A relative URL from path components: each percent-encoded (everything but letters,
    /// digits and `-._~`), joined by `/`, then escaped for an attribute.
    static func relativeURL(_ components: [String]) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let encoded = components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "_" }
        return escape(encoded.joined(separator: "/"))
    }
}
