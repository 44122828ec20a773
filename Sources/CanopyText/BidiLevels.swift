internal import CICU

/// Embedding levels by the Unicode Bidirectional Algorithm, computed by ICU's `ubidi`.
///
/// A level is even for left-to-right text and odd for right-to-left; runs are drawn in the
/// order `visualOrder(of:)` gives, the algorithm's rule for reordering resolved levels.
enum BidiLevels {
    /// ICU's paragraph level meaning "from the first strong character, else left to right".
    static let defaultLeftToRight: UInt8 = 0xFE
    /// ICU's base direction for text whose first strong character reads left to right.
    static let leftToRightDirection: Int32 = 0
    /// ICU's base direction for text whose first strong character reads right to left.
    static let rightToLeftDirection: Int32 = 1
    /// ICU reports warnings as negative codes and failures as positive ones: at most 0 is success.

    /// One level per UTF-16 unit of `units`, or nil when the text needs no reordering (no
    /// right-to-left characters and a left-to-right base). A failure inside ICU reads as
    /// left to right, so text still draws.
    ///
    /// `base` natural takes the direction of the first strong character, left to right
    /// when there is none.
    static func levels(of units: [UInt16], base: WritingDirection = .natural) -> [UInt8]? {
        // Below U+0590 nothing reads right to left: skip the algorithm for such text.
        if base != .rightToLeft, !units.contains(where: { $0 >= 0x0590 }) { return nil }
        var status: Int32 = 0
        guard let bidi = ubidi_openSized(Int32(units.count), 0, &status), status <= 0 else { return nil }
        defer { ubidi_close(bidi) }
        let paragraphLevel: UInt8
        switch base {
        case .natural: paragraphLevel = defaultLeftToRight
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        }
        return units.withUnsafeBufferPointer { buffer -> [UInt8]? in
            ubidi_setPara(bidi, buffer.baseAddress, Int32(buffer.count), paragraphLevel, nil, &status)
            guard status <= 0, let levels = ubidi_getLevels(bidi, &status), status <= 0 else {
                return nil
            }
            return Array(UnsafeBufferPointer(start: levels, count: buffer.count))
        }
    }

    /// The direction of the first strong character of `units` (the algorithm's rules for a
    /// paragraph's level), `natural` when it has none.
    static func firstStrongDirection(of units: [UInt16]) -> WritingDirection {
        let direction = units.withUnsafeBufferPointer { buffer in
            ubidi_getBaseDirection(buffer.baseAddress, Int32(buffer.count))
        }
        switch direction {
        case leftToRightDirection: return .leftToRight
        case rightToLeftDirection: return .rightToLeft
        default: return .natural
        }
    }

    /// The indices of runs with `levels` in left-to-right drawing order.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        guard levels.contains(where: { $0 & 1 == 1 }) || levels.contains(where: { $0 > 1 }) else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { ubidi_reorderVisual($0.baseAddress, Int32(levels.count), &map) }
        return map.map(Int.init)
    }
}
