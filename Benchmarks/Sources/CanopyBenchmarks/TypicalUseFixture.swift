import Canopy
import CanopyCairo
import Examples
import Foundation

/// The screen the render, PNG and snapshot scenarios share: the typical-use example on an
/// iPhone 15 (393×852 pt at 3x, so a 1179×2556 px bitmap), list at rest.
struct TypicalUseFixture {
    let window: WindowNode
    let renderer: CairoRenderer
    let bitmap: Bitmap
    /// The metadata `assertSnapshot` stores in goldens of this window.
    let metadata: [String: String]

    init() throws {
        renderer = CairoRenderer()
        guard let example = ExampleCatalog.named("typical-use") else { throw FixtureError("no typical-use example") }
        window = ScreenRenderer.host(example.make(), on: .iPhone15, scrollOffset: 0)
        bitmap = try renderer.render(window)
        metadata = RenderEnvironment.metadata(scale: window.scale, device: window.device)
    }
}

/// A scenario that could not set itself up.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads `key value` lines a baseline program printed.
func keyedNumbers(_ text: String) -> [String: Double] {
    var numbers: [String: Double] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let value = Double(parts[1]) { numbers[String(parts[0])] = value }
    }
    return numbers
}
