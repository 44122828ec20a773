import Canopy
import Foundation

/// Writes what the renderer would paint for a window as a flat display list that the C
/// baseline (`Baseline/cairo_baseline.c`) replays with plain cairo calls.
///
/// The walk follows the renderer's paint order (shadow, background, clip, `draw(in:)`,
/// subviews, border; then the status bar) and records every fill, stroke, text run, image and
/// clip with its absolute transform in points, so the C program paints the same scene
/// without any tree, layout or Swift in the loop. One operation per line:
///
///     surface <width px> <height px> <scale>
///     save | restore | group
///     ungroup <alpha> <matrix>
///     fill <matrix> <r g b a> <evenodd 0|1> <path>
///     stroke <matrix> <r g b a> <line width> <path>
///     clip <matrix> <evenodd 0|1> <path>
///     text <matrix> <r g b a> <font file> <size> <x> <y> <text to end of line>
///     image <matrix> <x y w h> <png file>
///     shadow <matrix> <r g b a> <sigma px> <dx dy> <path>
///
/// A matrix is `a b c d tx ty` (cairo's order, points); a path is `m x y`, `l x y`,
/// `c x1 y1 x2 y2 x y` and `z` tokens.
final class SceneRecorder {
    /// A 2-D affine transform in cairo's convention (x' = a x + c y + tx).
    struct Matrix {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        /// This transform after a `cairo_translate`.
        func translated(_ dx: Double, _ dy: Double) -> Matrix {
            var m = self
            m.tx = a * dx + c * dy + tx
            m.ty = b * dx + d * dy + ty
            return m
        }

        /// This transform after a `cairo_transform` by `t` (`t` applies first).
        func concatenated(_ t: AffineTransform) -> Matrix {
            Matrix(
                a: t.m11 * a + t.m12 * c, b: t.m11 * b + t.m12 * d,
                c: t.m21 * a + t.m22 * c, d: t.m21 * b + t.m22 * d,
                tx: t.tX * a + t.tY * c + tx, ty: t.tX * b + t.tY * d + ty)
        }

        var text: String { [a, b, c, d, tx, ty].map(SceneRecorder.number).joined(separator: " ") }
    }

    private(set) var lines: [String] = []
    private var images: [ImageSource: String] = [:]
    private let folder: URL
    private let metrics: any TextMetrics

    /// Records into `folder` (image files are written there as they are met).
    init(folder: URL, metrics: any TextMetrics) {
        self.folder = folder
        self.metrics = metrics
    }

    /// Records `window` as the renderer paints it and returns the display list.
    func record(_ window: WindowNode) -> String {
        window.layoutIfNeeded()
        let bounds = window.bounds, scale = Double(window.scale)
        let width = Int((Double(bounds.width) * scale - 1e-9).rounded(.up))
        let height = Int((Double(bounds.height) * scale - 1e-9).rounded(.up))
        lines = ["surface \(width) \(height) \(SceneRecorder.number(scale))"]
        let root = Matrix().translated(-Double(bounds.minX), -Double(bounds.minY))
        paintContents(window, root)
        recordStatusBar(of: window, root)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The renderer's paint order

    private func paint(_ view: ViewNode, _ parent: Matrix) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let t = view.transform
        guard t.m11 * t.m22 - t.m12 * t.m21 != 0 else { return }
        let bounds = view.bounds, center = view.center
        let m = parent.translated(Double(center.x), Double(center.y)).concatenated(t)
            .translated(Double(-bounds.width / 2 - bounds.minX), Double(-bounds.height / 2 - bounds.minY))
        lines.append("save")
        let grouped = view.alpha < 1
        if grouped { lines.append("group") }
        paintContents(view, m)
        if grouped { lines.append("ungroup \(SceneRecorder.number(Double(view.alpha))) \(m.text)") }
        lines.append("restore")
    }

    private func paintContents(_ view: ViewNode, _ m: Matrix) {
        let bounds = view.bounds
        let radius = max(0, min(view.cornerRadius, bounds.width / 2, bounds.height / 2))
        let shape = Path.roundedRect(bounds, cornerRadius: radius)
        if !view.clipsToBounds, view.shadowOpacity > 0, let color = view.shadowColor, color.alpha > 0 {
            let sigma = min(256, max(0, Double(view.shadowRadius)) * Double(view.window?.scale ?? 1))
            let shadowShape = view.shadowPath.map { Path.rect($0) } ?? shape
            let alpha = min(max(Double(color.alpha), 0), 1) * min(1, Double(view.shadowOpacity))
            lines.append(
                "shadow \(m.text) \(rgb(color)) \(SceneRecorder.number(alpha)) \(SceneRecorder.number(sigma)) "
                    + "\(SceneRecorder.number(Double(view.shadowOffset.width))) \(SceneRecorder.number(Double(view.shadowOffset.height))) \(path(shape: shadowShape))"
            )
        }
        if let background = view.backgroundColor {
            lines.append("fill \(m.text) \(rgba(background)) 0 \(path(shape: shape))")
        }
        if view.clipsToBounds {
            lines.append("save")
            lines.append("clip \(m.text) 0 \(path(shape: shape))")
        }
        let canvas = RecordingCanvas(recorder: self, matrix: m, scale: view.window?.scale ?? 1, metrics: metrics)
        lines.append("save")
        view.draw(in: canvas)
        canvas.unwind()
        lines.append("restore")
        for subview in view.subviews { paint(subview, m) }
        if view.clipsToBounds { lines.append("restore") }
        let width = max(0, view.borderWidth)
        if width > 0, let color = view.borderColor {
            var border = shape
            let inner = bounds.insetBy(dx: width, dy: width)
            if !inner.isNull, inner.width > 0, inner.height > 0 {
                border.addPath(.roundedRect(inner, cornerRadius: max(0, radius - width)))
            }
            lines.append("fill \(m.text) \(rgba(color)) 1 \(path(shape: border))")
        }
    }

    /// The clock and battery the renderer adds over a window (same geometry as its painter).
    private func recordStatusBar(of window: WindowNode, _ m: Matrix) {
        let frame = window.statusBarFrame
        guard !window.isStatusBarHidden, window.statusBarHeight > 0, frame.height > 0 else { return }
        let color: Color = window.statusBarStyle == .lightContent ? .white : .black
        let font = Font.system(size: 15, weight: .bold)
        let baseline = frame.midY - metrics.lineHeight(for: font) / 2 + metrics.ascent(for: font)
        emitText("9:41", at: CGPoint(x: frame.minX + 16, y: baseline), font: font, color: color, m)
        let battery = CGRect(x: frame.maxX - 16 - 24, y: frame.midY - 5.5, width: 24, height: 11)
        lines.append("stroke \(m.text) \(rgba(color)) 1 \(path(shape: .roundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2.5)))")
        lines.append("fill \(m.text) \(rgba(color)) 0 \(path(shape: .roundedRect(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1)))")
    }

    // MARK: Operations recorded by the canvas

    func emit(_ line: String) { lines.append(line) }

    func emitText(_ text: String, at origin: CGPoint, font: Font, color: Color, _ m: Matrix) {
        guard font.size > 0, !text.isEmpty else { return }
        let oneLine = text.replacingOccurrences(of: "\n", with: " ")
        lines.append(
            "text \(m.text) \(rgba(color)) \(SceneRecorder.fontFile(for: font)) \(SceneRecorder.number(Double(font.size))) "
                + "\(SceneRecorder.number(Double(origin.x))) \(SceneRecorder.number(Double(origin.y))) \(oneLine)")
    }

    func emitImage(_ source: ImageSource, in rect: CGRect, _ m: Matrix) {
        let file: String
        if let known = images[source] {
            file = known
        } else {
            let url = folder.appendingPathComponent("image-\(images.count).png")
            switch source {
            case .file(let original): try? FileManager.default.copyItem(at: original, to: url)
            case .png(let data): try? data.write(to: url)
            }
            file = url.path
            images[source] = file
        }
        lines.append(
            "image \(m.text) \([rect.minX, rect.minY, rect.width, rect.height].map { SceneRecorder.number(Double($0)) }.joined(separator: " ")) \(file)"
        )
    }

    // MARK: Formatting

    /// The DejaVu file the library's font rules pick (sans by default, bold for medium/bold).
    static func fontFile(for font: Font) -> String {
        let family = font.family.lowercased(), bold = font.weight != .regular
        let name: String
        if family.contains("mono") {
            name = bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"
        } else if family.contains("serif") && !family.contains("sans") {
            name = bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"
        } else {
            name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        }
        return "/usr/share/fonts/truetype/dejavu/\(name)"
    }

    func path(shape: Path) -> String {
        shape.elements.map { element -> String in
            switch element {
            case .move(let p): return "m \(SceneRecorder.point(p))"
            case .line(let p): return "l \(SceneRecorder.point(p))"
            case let .curve(to, c1, c2): return "c \(SceneRecorder.point(c1)) \(SceneRecorder.point(c2)) \(SceneRecorder.point(to))"
            case .close: return "z"
            }
        }.joined(separator: " ")
    }

    private func rgb(_ c: Color) -> String {
        [c.red, c.green, c.blue].map { SceneRecorder.number(min(max(Double($0), 0), 1)) }.joined(separator: " ")
    }

    func rgba(_ c: Color) -> String { rgb(c) + " " + SceneRecorder.number(min(max(Double(c.alpha), 0), 1)) }

    static func point(_ p: CGPoint) -> String { "\(number(Double(p.x))) \(number(Double(p.y)))" }

    /// Full precision (17 significant digits) so replayed geometry equals the recorded one.
    static func number(_ v: Double) -> String { String(format: "%.17g", v) }
}
