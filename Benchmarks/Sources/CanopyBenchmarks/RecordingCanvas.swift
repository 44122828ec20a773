import Canopy
import Foundation

/// A `Canvas` that turns a node's `draw(in:)` calls into `SceneRecorder` display-list lines,
/// tracking the transform and save/restore nesting the node asks for.
final class RecordingCanvas: Canvas {
    let scale: CGFloat
    let textMetrics: any TextMetrics
    private let recorder: SceneRecorder
    private var matrix: SceneRecorder.Matrix
    private var saved: [SceneRecorder.Matrix] = []

    init(recorder: SceneRecorder, matrix: SceneRecorder.Matrix, scale: CGFloat, metrics: any TextMetrics) {
        self.recorder = recorder
        self.matrix = matrix
        self.scale = scale
        self.textMetrics = metrics
    }

    /// Closes states the node left saved, as the renderer does after `draw(in:)`.
    func unwind() {
        while !saved.isEmpty { restoreState() }
    }

    func saveState() {
        saved.append(matrix)
        recorder.emit("save")
    }

    func restoreState() {
        guard let last = saved.popLast() else { return }
        matrix = last
        recorder.emit("restore")
    }

    func translate(dx: CGFloat, dy: CGFloat) { matrix = matrix.translated(Double(dx), Double(dy)) }

    func concatenate(_ transform: AffineTransform) { matrix = matrix.concatenated(transform) }

    func clip(to path: Path, rule: FillRule) {
        recorder.emit("clip \(matrix.text) \(rule == .evenOdd ? 1 : 0) \(recorder.path(shape: path))")
    }

    func fill(_ path: Path, color: Color, rule: FillRule) {
        recorder.emit("fill \(matrix.text) \(recorder.rgba(color)) \(rule == .evenOdd ? 1 : 0) \(recorder.path(shape: path))")
    }

    func stroke(_ path: Path, color: Color, lineWidth: CGFloat) {
        guard lineWidth > 0 else { return }
        recorder.emit("stroke \(matrix.text) \(recorder.rgba(color)) \(SceneRecorder.number(Double(lineWidth))) \(recorder.path(shape: path))")
    }

    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) {
        recorder.emitText(text, at: origin, font: font, color: color, matrix)
    }

    /// Records the image in its own colours: the display list has no mask operation, and no
    /// benchmarked scene draws a template image.
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) {
        guard rect.width > 0, rect.height > 0 else { return }
        recorder.emitImage(source, in: rect, matrix)
    }
}
