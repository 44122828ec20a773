import Canopy
import CanopyCairo
import Foundation

/// The image golden of a behaviour snapshot: the captured frames side by side on one
/// `ContactSheet` row (from CanopyCairo), each captioned with its time and content offset.
public enum BehaviorFilmstrip {
    /// Height of each frame in the filmstrip, in pixels (wider devices give wider frames).
    public static let frameHeight: CGFloat = 320

    /// The contact sheet showing `recording`, headed by `title`, its row headed by `subtitle`
    /// (behaviour snapshots put the trace there).
    public static func sheet(of recording: BehaviorRecording, title: String, subtitle: String) throws -> ContactSheet {
        let items = try recording.frames.enumerated().map { index, frame in
            ContactSheet.Item(
                png: try frame.image.pngData(), size: recording.device.size, caption: caption(frame, number: index + 1))
        }
        var sheet = ContactSheet(title: title, rows: [ContactSheet.Row(title: subtitle, items: items)])
        sheet.thumbnailHeight = min(recording.device.size.height, frameHeight)
        return sheet
    }

    /// Renders `recording` as one filmstrip image.
    public static func render(
        _ recording: BehaviorRecording, title: String, subtitle: String, with renderer: CairoRenderer = CairoRenderer()
    ) throws -> Bitmap {
        try sheet(of: recording, title: title, subtitle: subtitle).render(with: renderer)
    }

    /// `3 · 0.250 s · y -120.5`: the frame's number, time and vertical content offset.
    static func caption(_ frame: BehaviorFrame, number: Int) -> String {
        "\(number) · \(BehaviorFormat.seconds(frame.time)) s · y \(BehaviorFormat.number(frame.contentOffset.y))"
    }

    /// The first frame (1-based) whose thumbnail differs between two filmstrips laid out by
    /// `layout`, or nil when none does (or the images do not share the layout's size).
    static func firstDifferingFrame(expected: Bitmap, actual: Bitmap, layout: ContactSheet.Layout, tolerance: SnapshotTolerance) -> Int? {
        guard expected.width == actual.width, expected.height == actual.height,
            expected.width == Int(layout.size.width), expected.height == Int(layout.size.height)
        else { return nil }
        for (index, cell) in (layout.thumbnails.first ?? []).enumerated() {
            guard let a = crop(expected, cell), let b = crop(actual, cell) else { continue }
            if !compareImages(a, b, tolerance: tolerance).isMatch { return index + 1 }
        }
        return nil
    }

    /// The pixels of `image` inside `rect` (clipped), or nil when nothing is left.
    static func crop(_ image: Bitmap, _ rect: CGRect) -> Bitmap? {
        let x0 = max(0, Int(rect.minX.rounded(.down))), y0 = max(0, Int(rect.minY.rounded(.down)))
        let x1 = min(image.width, Int(rect.maxX.rounded(.up))), y1 = min(image.height, Int(rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var pixels: [UInt8] = []
        pixels.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let row = (y * image.width + x0) * 4
            pixels.append(contentsOf: image.pixels[row..<(row + (x1 - x0) * 4)])
        }
        return try? Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels)
    }
}
