import Foundation

/// The instructions `canopy gallery` spends per screen, for `gallery` and `gallery-1000`.
///
/// The slope between two callgrind runs of the tool over a short mixed list's first
/// `smallScreens` and `largeScreens` screens (`ScreenListGenerator.mixedLines`): start-up,
/// font loading and whatever else a run pays once cancel out, and what remains is one
/// screen's hosting, layout, render, PNG encode and write, thumbnail and share of its contact
/// sheet. The four screens between are four examples, one on each device. Four rather than
/// the gallery's 144 because a 3x screen's PNG encode alone is about 330 million
/// instructions, several seconds under callgrind.
enum GalleryInstructions {
    static let smallScreens = 2, largeScreens = 6

    /// Instructions per screen, or nil without valgrind or a countable `canopy`.
    static func perScreen(options: Options) -> Double? {
        guard let valgrind = options.valgrind, let canopy = options.countingCanopy else { return nil }
        let folder = options.freshFolder("callgrind-gallery")
        log("instructions: canopy gallery, \(smallScreens) and \(largeScreens) screens")
        return Callgrind.slope(small: smallScreens, large: largeScreens) { count in
            let list = folder.appendingPathComponent("screens-\(count).txt")
            let text = ScreenListGenerator.mixedLines(count: count).joined(separator: "\n") + "\n"
            guard (try? text.write(to: list, atomically: true, encoding: .utf8)) != nil else { return nil }
            let out = folder.appendingPathComponent("out-\(count)")
            return Callgrind.instructions(
                valgrind: valgrind, canopy, ["gallery", "--screens", list.path, "--out", out.path],
                folder: folder.appendingPathComponent("callgrind-\(count)"))
        }
    }
}
