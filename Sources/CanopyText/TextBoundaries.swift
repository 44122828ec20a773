internal import CICU

/// Break opportunities by ICU's break iterators: Unicode line breaking (UAX #14, with ICU's
/// dictionaries for Thai and other scripts written without spaces) and grapheme clusters
/// (UAX #29). Offsets are UTF-16 offsets into the text.
enum TextBoundaries {
    /// ICU's iterator kinds.
    private static let characterKind: Int32 = 0
    private static let lineKind: Int32 = 2

    /// Offsets after which a line may end, ascending, ending with the text's length; the
    /// text's length alone when ICU cannot iterate it.
    static func lineBreaks(in units: [UInt16]) -> [Int] {
        boundaries(kind: lineKind, units: units)
    }

    /// Offsets between grapheme clusters, ascending, from 0 to the text's length.
    static func graphemeBoundaries(in units: [UInt16]) -> [Int] {
        [0] + boundaries(kind: characterKind, units: units)
    }

    /// Every boundary after 0, ending at the text's length.
    private static func boundaries(kind: Int32, units: [UInt16]) -> [Int] {
        guard !units.isEmpty else { return [] }
        return units.withUnsafeBufferPointer { buffer -> [Int] in
            var status: Int32 = 0
            // A fixed locale, never the process's, so breaks are the same on every machine.
            guard let iterator = ubrk_open(kind, "en", buffer.baseAddress, Int32(buffer.count), &status), status <= 0 else {
                return [buffer.count]
            }
            defer { ubrk_close(iterator) }
            var result: [Int] = []
            _ = ubrk_first(iterator)
            var next = ubrk_next(iterator)
            // ICU returns -1 (its "done") after the last boundary.
            while next >= 0 {
                result.append(Int(next))
                next = ubrk_next(iterator)
            }
            if result.last != buffer.count { result.append(buffer.count) }
            return result
        }
    }
}
