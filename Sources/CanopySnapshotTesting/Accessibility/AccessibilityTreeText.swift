import Canopy
import Foundation

/// The text form of an `AccessibilityTree`: one block per element in reading order, then the
/// notifications posted to its window (when any), and the element-by-element difference of
/// two such texts.
///
/// A block starts with the element's number, label and traits; indented lines follow for
/// the frame and for each optional field the element has:
/// ```
/// 2. "Compose" [button]
///    frame: 16, 120, 44 × 44
///    hint: "Writes a new message"
/// ```
public enum AccessibilityTreeText {
    /// The text of `tree`, ending in a newline.
    public static func text(of tree: AccessibilityTree) -> String {
        var lines = ["\(tree.elements.count) accessibility element\(tree.elements.count == 1 ? "" : "s") in reading order"]
        for (index, element) in tree.elements.enumerated() {
            lines += block(element, position: index + 1)
        }
        if !tree.notifications.isEmpty {
            lines.append("posted notifications, oldest first:")
            lines += tree.notifications.map { "- " + line($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One posted notification: its name, the string spoken and where focus moved.
    /// ```
    /// screenChanged: "Inbox loaded", focus "Inbox" [header]
    /// ```
    static func line(_ posted: PostedAccessibilityNotification) -> String {
        var parts: [String] = []
        if let spoken = posted.spokenText { parts.append(quoted(spoken)) }
        if let focused = posted.focusedElement {
            parts.append("focus \(quoted(focused.accessibilityLabel)) [\(focused.accessibilityTraits)]")
        } else if posted.notification == .screenChanged || posted.notification == .layoutChanged {
            parts.append("focus unchanged")
        }
        return posted.notification.rawValue + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// The notification lines of a text, without their marker.
    static func notificationLines(of text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
    }

    static func block(_ element: AccessibilityTree.Element, position: Int) -> [String] {
        var lines = ["\(position). \(quoted(element.label)) [\(element.traits)]"]
        let f = element.frame
        lines.append("   frame: \(number(f.minX)), \(number(f.minY)), \(number(f.width)) × \(number(f.height))")
        if let value = element.value { lines.append("   value: \(quoted(value))") }
        if let hint = element.hint { lines.append("   hint: \(quoted(hint))") }
        if !element.customActionNames.isEmpty {
            lines.append("   actions: " + element.customActionNames.map { quoted($0) }.joined(separator: ", "))
        }
        if let language = element.language { lines.append("   language: \(language)") }
        let center = CGPoint(x: f.midX, y: f.midY)
        if element.activationPoint != center {
            lines.append("   activation point: \(number(element.activationPoint.x)), \(number(element.activationPoint.y))")
        }
        if element.isScrolledOutOfView { lines.append("   scrolled out of view") }
        return lines
    }

    /// A string in double quotes with quotes, backslashes and line breaks escaped; `no label`
    /// for nil.
    static func quoted(_ text: String?) -> String {
        guard let text else { return "no label" }
        var out = "\""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    /// A coordinate with at most two decimals, without trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(format: "%.2f", Double(rounded))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// The element blocks of a text: each block's lines, the heading dropped.
    static func blocks(of text: String) -> [[String]] {
        var blocks: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.first?.isNumber == true, line.contains(". ") {
                blocks.append([line])
            } else if line.hasPrefix(" "), !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks
    }

    /// The changes from `old` to `new`, element by element: blocks are matched by label and
    /// traits in order (a longest common subsequence), so an element that moved or changed
    /// its frame reads as changed, not as removed and added.
    public static func differences(from old: String, to new: String) -> [String] {
        let a = blocks(of: old), b = blocks(of: new)
        func key(_ block: [String]) -> Substring {
            let first = block[0]
            return first.firstIndex(of: " ").map { first[first.index(after: $0)...] } ?? first[...]
        }
        // Longest common subsequence over the keys; screens have tens of elements, so the
        // quadratic table is small.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = key(a[i]) == key(b[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changes: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, key(a[i]) == key(b[j]) {
                if a[i] != b[j] {
                    let removed = a[i].dropFirst().filter { !b[j].contains($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
                    let added = b[j].dropFirst().filter { !a[i].contains($0) }.map { $0.trimmingCharacters(in: .whitespaces) }
                    var detail = "element \(i + 1) → \(j + 1) \(key(b[j])) changed"
                    if !removed.isEmpty { detail += ": was " + removed.joined(separator: "; ") }
                    if !added.isEmpty { detail += (removed.isEmpty ? ": " : ", now ") + added.joined(separator: "; ") }
                    if a[i][0] != b[j][0], removed.isEmpty, added.isEmpty { detail += " position" }
                    changes.append(detail)
                }
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                changes.append("added element \(j + 1) \(key(b[j]))")
                j += 1
            } else {
                changes.append("removed element \(i + 1) \(key(a[i]))")
                i += 1
            }
        }
        let oldPosts = notificationLines(of: old), newPosts = notificationLines(of: new)
        if oldPosts != newPosts {
            let removed = oldPosts.filter { !newPosts.contains($0) }, added = newPosts.filter { !oldPosts.contains($0) }
            var detail = "posted notifications changed"
            if !removed.isEmpty { detail += ": was " + removed.joined(separator: "; ") }
            if !added.isEmpty { detail += (removed.isEmpty ? ": " : ", now ") + added.joined(separator: "; ") }
            if removed.isEmpty, added.isEmpty { detail += " order" }
            changes.append(detail)
        }
        return changes
    }
}
