import Foundation

/// `gallery-1000` and `gallery-1000-peak-rss`: 1,000 screens through a release
/// `canopy gallery --screens` over a generated list (`ScreenListGenerator`).
///
/// `gallery-1000`: screens per second over the whole run (contact sheets included). Baseline:
/// the same tool on the list's first 400 screens, so the ratio shows whether the rate holds
/// as the list grows (higher is better; about 1 means linear).
///
/// `gallery-1000-peak-rss`: the 1,000-screen run's peak resident memory in KiB, from the
/// kernel's accounting of that process (`wait4`). Baseline: the peak of the 400-screen run.
/// 400 so the baseline already draws one full contact sheet (32 rows of 12, 384 screens:
/// `Gallery.rowsPerSheet` × `Gallery.thumbnailsPerRow`), the largest thing the gallery holds at once; a ratio near 1 shows memory
/// does not grow with the number of screens.
enum GalleryScaleBenchmark {
    static let screens = 1000, baselineScreens = 400

    static func run(options: Options) throws -> [Result] {
        guard let canopy = options.canopy else { return [] }
        let folder = options.freshFolder("gallery-1000")
        let large = folder.appendingPathComponent("screens-\(screens).txt")
        let small = folder.appendingPathComponent("screens-\(baselineScreens).txt")
        try ScreenListGenerator.write(count: screens, to: large)
        try ScreenListGenerator.write(count: baselineScreens, to: small)
        func gallery(_ list: URL) -> ResourceUsage.Run? {
            let out = options.freshFolder("gallery-1000/out")
            guard let run = ResourceUsage.run(canopy, ["gallery", "--screens", list.path, "--out", out.path]), run.status == 0 else {
                log("gallery-1000: canopy gallery --screens \(list.lastPathComponent) failed")
                return nil
            }
            return run
        }
        // One run of the long list (about ten seconds); the short one three times, interleaved
        // around it so a change in the machine's load reaches both.
        var shortRuns: [ResourceUsage.Run] = []
        if let first = gallery(small) { shortRuns.append(first) }
        guard let long = gallery(large) else { return [] }
        for _ in 0..<2 { if let again = gallery(small) { shortRuns.append(again) } }
        guard !shortRuns.isEmpty else { return [] }
        let shortRate = median(shortRuns.map { Double(baselineScreens) / $0.seconds })
        let shortPeak = median(shortRuns.map { Double($0.maxResidentKiB) })
        log("gallery-1000: \(long.seconds) s, peak \(long.maxResidentKiB) KiB; \(baselineScreens) screens: peak \(Int(shortPeak)) KiB")
        let rate = Result(
            name: "gallery-1000", value: Double(screens) / long.seconds, unit: "screens/s",
            baseline: "same tool on the list's first \(baselineScreens) screens", baselineValue: shortRate)
        let peak = Result(
            name: "gallery-1000-peak-rss", value: Double(long.maxResidentKiB), unit: "KiB",
            baseline: "peak RSS of the \(baselineScreens)-screen run", baselineValue: shortPeak)
        return [rate, peak]
    }
}
