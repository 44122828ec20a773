import Canopy
import Examples
import Foundation

/// The generated screen lists `gallery-1000` feeds to `canopy gallery --screens`.
///
/// The list is made of rounds of the default gallery (every example × device × position,
/// example by example, so each example fills a row of the contact sheet as it does there),
/// each round's positions 10 points further down than the last, so every line is a distinct
/// screen and each round costs what the default gallery costs.
enum ScreenListGenerator {
    /// The first `count` lines of the list, in `ScreenList`'s format.
    static func lines(count: Int) -> [String] {
        var lines: [String] = []
        var round = 0
        while lines.count < count {
            for example in ExampleCatalog.all {
                for device in Gallery.defaultDevices {
                    for position in Gallery.defaultPositions where lines.count < count {
                        lines.append("\(example.name) \(device.name) \(Int(position) + 10 * round)")
                    }
                }
            }
            round += 1
        }
        return lines
    }

    /// A short mixed list (at most 12 screens): screen `k` is example `k`, on device `k` and
    /// at position `k` of the default gallery's lists, each taken round-robin, so any four
    /// consecutive screens cover every device.
    static func mixedLines(count: Int) -> [String] {
        let examples = ExampleCatalog.all, devices = Gallery.defaultDevices, positions = Gallery.defaultPositions
        return (0..<min(count, examples.count)).map { k in
            "\(examples[k].name) \(devices[k % devices.count].name) \(Int(positions[k % positions.count]))"
        }
    }

    /// Writes the first `count` screens to `url`, with a comment line saying what it is.
    static func write(count: Int, to url: URL) throws {
        let text = "# \(count) screens: rounds of the default gallery, 10 points further down each round\n"
        try (text + lines(count: count).joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}
