internal import CICU

/// Embedding levels by the Unicode Bidirectional Algorithm, computed by ICU's `ubidi`.
///
/// A level is even for left-to-right text and odd for right-to-left; runs are drawn in the
/// order `visualOrder(of:)` gives, the algorithm's rule for reordering resolved levels.
enum BidiLevels {
    /// The paragraph's base direction: from its first strong character, or forced.
    enum Base: Sendable, Hashable {
        case firstStrongCharacter, leftToRight, rightToLeft
    }

    /// ICU's paragraph level meaning "from the first strong character, else left to right".
    static let defaultLeftToRight: UInt8 = 0xFE
    /// ICU's value for a right-to-left base direction.
    static let rightToLeftDirection: Int32 = 1
    /// ICU reports warnings as negative codes and failures as positive ones: at most 0 is success.

    /// One level per UTF-16 unit of `units`, or nil when the text needs no reordering (no
    /// right-to-left characters and a left-to-right base). A failure inside ICU reads as
    /// left to right, so text still draws.
    static func levels(of units: [UInt16], base: Base = .firstStrongCharacter) -> [UInt8]? {
        // Below U+0590 nothing reads right to left: skip the algorithm for such text.
        if base != .rightToLeft, !units.contains(where: { $0 >= 0x0590 }) { return nil }
        var status: Int32 = 0
        guard let bidi = ubidi_openSized(Int32(units.count), 0, &status), status <= 0 else { return nil }
        defer { ubidi_close(bidi) }
        let paragraphLevel: UInt8
        switch base {
        case .firstStrongCharacter: paragraphLevel = defaultLeftToRight
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

    /// Whether the paragraph of `units` reads right to left: its first strong character is
    /// right to left.
    static func isRightToLeft(_ units: [UInt16]) -> Bool {
        guard units.contains(where: { $0 >= 0x0590 }) else { return false }
        return units.withUnsafeBufferPointer { buffer in
            ubidi_getBaseDirection(buffer.baseAddress, Int32(buffer.count)) == rightToLeftDirection
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
