import Canopy
import CanopyCairo
import Foundation

/// Renders one example through a scripted scroll: N frames side by side, captioned with the
/// scroll position, so the header's behaviour shows at a glance.
public enum Filmstrip {
    /// The scroll positions of `frames` evenly spaced steps from `from` to `to` (inclusive).
    public static func positions(from: CGFloat, to: CGFloat, frames: Int) -> [CGFloat] {
        guard frames > 1 else { return [from] }
        return (0..<frames).map { from + (to - from) * CGFloat($0) / CGFloat(frames - 1) }
    }

    /// Drives one instance of `example` through the positions on `device` and renders each
    /// frame, then composes them into one image.
    public static func render(
        _ example: Example, on device: DeviceProfile, from: CGFloat, to: CGFloat,
        frames: Int, with renderer: CairoRenderer
    ) throws -> Bitmap {
        let screen = example.make()
        let window = ScreenRenderer.host(screen, on: device, scrollOffset: from)
        var items: [ContactSheet.Item] = []
        for y in positions(from: from, to: to, frames: frames) {
            screen.showDemoState(scrollOffset: y)
            window.clock.runUntilIdle(maxFrames: ScreenRenderer.settleFrames)
            window.layoutIfNeeded()
            let bitmap = try renderer.render(window)
            items.append(ContactSheet.Item(png: try bitmap.pngData(), size: device.size, caption: "y = \(Int(y.rounded()))"))
        }
        var sheet = ContactSheet(
            title: "\(example.title) — \(device.name), scroll \(Int(from)) → \(Int(to))",
            rows: [ContactSheet.Row(title: example.summary, items: items)])
        sheet.thumbnailHeight = min(device.size.height, 480)
        return try sheet.render(with: renderer)
    }
}
