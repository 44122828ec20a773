import Foundation

/// One paragraph's base direction and the embedding level of each of its characters, by the
/// Unicode Bidirectional Algorithm: what a layout of several styled runs splits and reorders
/// its lines by.
///
/// Levels are per UTF-16 unit; an even level reads left to right, an odd one right to left.
/// A stretch of one level is shaped whole in that level's direction (`TextEngine`'s
/// `line(for:font:kern:direction:)`), and a line's stretches are placed in the order
/// `visualOrder(of:)` gives.
public struct BidiParagraph: Sendable, Hashable {
    /// The paragraph's resolved base direction: never `natural`.
    public let direction: WritingDirection
    /// Levels per unit; nil when every unit is at level 0 (left-to-right text in a
    /// left-to-right paragraph).
    private let levels: [UInt8]?

    /// Resolves `units` (one paragraph, no newline) in `direction`: explicit directions are
    /// kept, `natural` takes the first strong character's direction, else `fallback` (the
    /// view's layout direction; `natural` there reads as left to right).
    public init(units: [UInt16], direction: WritingDirection, fallback: WritingDirection) {
        var resolved = direction
        if resolved == .natural { resolved = BidiLevels.firstStrongDirection(of: units) }
        if resolved == .natural { resolved = fallback == .rightToLeft ? .rightToLeft : .leftToRight }
        self.direction = resolved
        levels = BidiLevels.levels(of: units, base: resolved)
    }

    /// Whether the paragraph reads right to left.
    public var isRightToLeft: Bool { direction == .rightToLeft }

    /// Whether every unit reads left to right at the base level: no reordering to do.
    public var isUniformlyLeftToRight: Bool { levels == nil }

    /// The level of the unit at `offset` (from the paragraph's start); the base level past the
    /// end.
    public func level(at offset: Int) -> UInt8 {
        guard let levels, levels.indices.contains(offset) else { return isRightToLeft ? 1 : 0 }
        return levels[offset]
    }

    /// The offsets where the level changes inside `range` (from the paragraph's start), in
    /// order, `range`'s ends excluded.
    public func levelBoundaries(in range: Range<Int>) -> [Int] {
        guard let levels, range.count > 1 else { return [] }
        var boundaries: [Int] = []
        for offset in (range.lowerBound + 1)..<range.upperBound where levels[offset] != levels[offset - 1] {
            boundaries.append(offset)
        }
        return boundaries
    }

    /// The indices of stretches with `levels` (in text order, one line) in left-to-right
    /// drawing order: the algorithm's rule of reversing every run at or above each odd level.
    public static func visualOrder(of levels: [UInt8]) -> [Int] { BidiLevels.visualOrder(of: levels) }
}
