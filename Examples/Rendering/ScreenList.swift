import Canopy
import Foundation

/// Reads a gallery's screens from text: one `<example> <device> <scroll offset>` per line.
///
/// The format `canopy gallery --screens FILE` reads. Blank lines and lines starting with `#`
/// are skipped. Offsets are whole points in -2000...100000 (the range `canopy render`
/// accepts), so every screen's file name is distinct; a screen listed twice is refused rather
/// than written twice to one file.
public enum ScreenList {
    /// The most screens one list may hold: a larger list is refused at the first line past it,
    /// before anything is rendered.
    public static let maximumCount = 100_000
    /// The accepted scroll offsets, in points past the top resting position.
    public static let offsets = -2000...100_000

    /// A line that is not a screen, named by its number (counted from 1) and the reason.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The offending line, counted from 1.
        public var line: Int
        /// What is wrong with it, naming the value.
        public var reason: String
        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
        /// Creates an error for line `line` (counted from 1).
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// The screens `text` lists, in order; throws `ParseError` for the first bad line, or for
    /// a list with no screens at all.
    public static func parse(_ text: String) throws -> [Gallery.Screen] {
        var screens: [Gallery.Screen] = []
        var firstLine: [String: Int] = [:]
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard screens.count < maximumCount else {
                throw ParseError(line: number, reason: "more than \(maximumCount) screens")
            }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 3 else {
                throw ParseError(line: number, reason: "'\(line)' is not '<example> <device> <scroll offset>'")
            }
            guard let example = ScreenCatalog.current.named(String(fields[0])) else {
                throw ParseError(line: number, reason: "unknown example '\(fields[0])'")
            }
            guard let device = DeviceProfile.named(String(fields[1])) else {
                throw ParseError(line: number, reason: "unknown device '\(fields[1])'")
            }
            guard let offset = Int(fields[2]), offsets.contains(offset) else {
                throw ParseError(
                    line: number,
                    reason: "scroll offset '\(fields[2])' is not a whole number in \(offsets.lowerBound)...\(offsets.upperBound)")
            }
            let screen = Gallery.Screen(example: example, device: device, position: CGFloat(offset))
            let key = "\(example.name)/\(screen.fileName)"
            if let earlier = firstLine[key] {
                throw ParseError(line: number, reason: "repeats line \(earlier) (\(example.name) \(device.name) \(offset))")
            }
            firstLine[key] = number
            screens.append(screen)
        }
        guard !screens.isEmpty else { throw ParseError(line: max(number, 1), reason: "the list names no screens") }
        return screens
    }
}
