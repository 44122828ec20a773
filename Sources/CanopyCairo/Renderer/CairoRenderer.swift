internal import CCairo
internal import CCanopySupport
import Canopy
import Foundation

/// Paints a node tree into a `Bitmap` with cairo.
///
/// Deterministic: the same tree gives the same pixels, and so the same PNG bytes, on every
/// run. Text is drawn as the text engine's glyph runs, so every label draws exactly what it
/// measured, whether the tree was laid out before or after any renderer existed. A renderer
/// holds no state between calls; use one per thread or share it, trees themselves are
/// thread-confined.
public final class CairoRenderer {
    /// Creates a renderer.
    ///
    /// Tunes glibc's allocator once per process, as every decode and encode also does, so
    /// full-screen pixel buffers are recycled instead of being mapped afresh; the module's
    /// documentation describes the setting and its opt-out, `CANOPY_MALLOC_TUNING=0`.
    public init() {
        canopy_tune_allocator()
        debugStorageFill = nil
    }

    /// A renderer whose pixel storage starts as `debugStorageFill` in every byte instead of as
    /// allocated, so tests can see a pixel that skipping the surface clear left unpainted.
    init(debugStorageFill: UInt8) {
        canopy_tune_allocator()
        self.debugStorageFill = debugStorageFill
    }

    /// See `init(debugStorageFill:)`; nil in every renderer but tests'.
    private let debugStorageFill: UInt8?

    /// Renders `view`'s bounds at `scale` pixels per point; lays the tree out first.
    ///
    /// The view's own centre, transform, alpha and `isHidden` are not applied. A zero
    /// width or height gives an empty bitmap. Throws for a scale that is not finite and
    /// positive, non-finite geometry in the painted subtree, a surface side over 32767 px, or
    /// an image that cannot be decoded (after painting the rest).
    public func render(_ view: ViewNode, scale: CGFloat = 1) throws -> Bitmap {
        try render(view, scale: scale, statusBarOf: nil)
    }

    /// Renders a window at its device scale, with the status bar while it shows.
    public func render(_ window: WindowNode) throws -> Bitmap {
        try render(window, scale: window.scale, statusBarOf: window)
    }

    /// Hosts `controller` in a new window of `device` (made key and visible, so loaded,
    /// appeared and laid out) and renders that window.
    public func render(_ controller: ViewControllerNode, on device: DeviceProfile) throws -> Bitmap {
        let window = WindowNode(device: device)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return try render(window)
    }

    private func render(_ root: ViewNode, scale: CGFloat, statusBarOf window: WindowNode?) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        root.layoutIfNeeded()
        try GeometryCheck.validateRoot(root)
        let bounds = root.bounds
        let width = CairoRenderer.pixels(bounds.width, scale), height = CairoRenderer.pixels(bounds.height, scale)
        guard width <= Double(CairoSurface.maximumSide), height <= Double(CairoSurface.maximumSide) else {
            throw RenderError.surfaceTooLarge(node: root.diagnosticName, width: width, height: height)
        }
        guard width > 0, height > 0 else { return Bitmap(width: Int(width), height: Int(height)) }
        return try CairoSurface.paintBitmap(
            width: Int(width), height: Int(height), node: root.diagnosticName, defersClear: true, debugFill: debugStorageFill
        ) { surface, clear in
            guard let context = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
            defer { cairo_destroy(context) }
            let canvas = CairoCanvas(context: context, scale: scale, textMetrics: CairoTextMetrics())
            canvas.deferredClear = clear
            canvas.surfaceSize = (Int(width), Int(height))
            cairo_scale(context, scale, scale)
            cairo_translate(context, -bounds.minX, -bounds.minY)
            let painter = NodePainter(canvas: canvas)
            painter.paintContents(root)
            if let window { StatusBarPainter.paint(window, on: canvas) }
            canvas.currentNode = root
            try canvas.finish()
        }
    }

    /// `ceil(points × scale)`, ignoring floating-point noise below 1e-9 px.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Double {
        max(0, (Double(points * scale) - 1e-9).rounded(.up))
    }
}
