import Canopy
import CanopyCairo
import Examples
import Foundation

/// `variant-matrix`: one screen rendered in 24 variants (4 devices × light and dark × three
/// text sizes), in screens per second, against building each variant from scratch in the
/// same run.
///
/// A variant is a trait change on the tree that already exists: the window takes the next
/// device and trait overrides and lays out again, as `assertSnapshots(of:variants:)` does;
/// after a device change the list is put back at rest, since a list keeps its offset across a
/// size change (as UIKit's does) and would otherwise be drawn scrolled. Both sides draw the
/// same pixels for every variant, checked once before timing.
/// The baseline makes a new screen and window per variant with the same device and overrides,
/// as a suite that re-creates its screen for each variant would. Both render to a bitmap; no
/// PNG is written.
enum VariantMatrixBenchmark {
    /// Devices of the matrix: the smallest and largest current phones, a middle phone and an iPad.
    static let devices: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone16ProMax, .iPadAir11]
    /// Text sizes of the matrix: the default, the largest standard and the largest accessibility size.
    static let contentSizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// Every combination, devices outermost, as the matrix's `×` orders them.
    static var variants: [(DeviceProfile, TraitOverrides)] {
        devices.flatMap { device in
            [UserInterfaceStyle.light, .dark].flatMap { style in
                contentSizes.map { size in
                    var overrides = TraitOverrides()
                    overrides.userInterfaceStyle = style
                    overrides.preferredContentSizeCategory = size
                    return (device, overrides)
                }
            }
        }
    }

    static func run() throws -> Result {
        guard let example = ExampleCatalog.named("typical-use") else { throw FixtureError("no typical-use example") }
        let renderer = CairoRenderer()
        let matrix = variants
        let screen = example.make()
        let window = ScreenRenderer.host(screen, on: matrix[0].0, scrollOffset: 0)

        /// One pass over the matrix on the existing window, each variant's bitmap given to `take`.
        func changeTraits(_ take: (Bitmap) -> Void = { blackHole($0) }) throws {
            for (device, overrides) in matrix {
                if window.device != device {
                    window.device = device
                    screen.showDemoState(scrollOffset: 0)
                }
                window.traitOverrides = overrides
                window.layoutIfNeeded()
                take(try renderer.render(window))
            }
        }
        /// One pass over the matrix, a new screen and window per variant.
        func rebuild(_ take: (Bitmap) -> Void = { blackHole($0) }) throws {
            for (device, overrides) in matrix {
                let fresh = WindowNode(device: device)
                fresh.traitOverrides = overrides
                let screen = example.make()
                fresh.rootViewController = screen
                fresh.makeKeyAndVisible()
                screen.showDemoState(scrollOffset: 0)
                fresh.clock.runUntilIdle(maxFrames: 600)
                fresh.layoutIfNeeded()
                take(try renderer.render(fresh))
            }
        }
        var changed: [Bitmap] = [], built: [Bitmap] = []
        try changeTraits { changed.append($0) }
        try rebuild { built.append($0) }
        let differing = zip(changed, built).filter { $0 != $1 }.count
        guard differing == 0 else { throw FixtureError("variant-matrix: \(differing) of \(matrix.count) variants differ from their fresh build") }
        let ours = try medianMilliseconds(repeats: 5) { try changeTraits() }
        let scratch = try medianMilliseconds(repeats: 5) { try rebuild() }
        let count = Double(matrix.count)
        let oursRate = count / (ours / 1000), scratchRate = count / (scratch / 1000)
        log("variant-matrix: \(String(format: "%.1f", oursRate)) screens/s (from scratch \(String(format: "%.1f", scratchRate)))")
        return Result(
            name: "variant-matrix", value: oursRate, unit: "screens/s", baseline: "each variant built from scratch in the same run",
            baselineValue: scratchRate)
    }
}
