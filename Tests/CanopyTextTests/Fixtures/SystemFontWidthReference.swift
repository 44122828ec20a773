import Foundation

/// The public width data about the iOS system font the engine's system face is compared with.
///
/// No table of SF Pro's per-character advance widths is published: Apple's licence keeps the
/// font files to Apple platforms, and the text-measurement libraries and design-tool
/// repositories searched (Capsize, Graphviz's width tables, chart libraries' canvas-measured
/// maps) carry no SF Pro table. The one published, reproducible figure is Capsize's average
/// character width of the Apple system font (`-apple-system` / `BlinkMacSystemFont`, the
/// `SFNS.ttf` file of macOS): advances of a–z and space weighted by English letter frequency.
///
/// Source: Capsize (SEEK, MIT licence), https://github.com/seek-oss/capsize —
/// `packages/metrics` publishes `xWidthAvg` 853 in 2048 units per em for `appleSystem` and
/// `blinkMacSystemFont`; `packages/unpack/src/index.ts` gives the method and the weightings
/// below (from https://en.wikipedia.org/wiki/Letter_frequency).
enum SystemFontWidthReference {
    /// The Apple system font's frequency-weighted average advance, in units of its 2048-unit em.
    static let appleSystemAverageAdvance = 853.0
    /// The em of the Apple system font's file, in font units.
    static let appleSystemUnitsPerEm = 2048.0

    /// Relative frequency of each character in English text: the weights of the average.
    static let weightings: [Character: Double] = [
        "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182, "g": 0.0165, "h": 0.0499,
        "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329, "m": 0.0197, "n": 0.0552, "o": 0.0614, "p": 0.0158,
        "q": 0.0008, "r": 0.049, "s": 0.0518, "t": 0.0741, "u": 0.0226, "v": 0.008, "w": 0.0193, "x": 0.0012,
        "y": 0.0162, "z": 0.0006, " ": 0.1818,
    ]

    /// The Apple system font's average advance as a fraction of the em.
    static var appleSystemAverageEm: Double { appleSystemAverageAdvance / appleSystemUnitsPerEm }
}
