internal import CCairo
import Canopy
import Foundation

/// The paint algorithm on one canvas.
///
/// `paint` places a subview (centre, transform, group opacity); `paintContents` draws a node
/// in its own bounds coordinates: shadow, background, clip, `draw(in:)`, subviews, border.
struct NodePainter {
    let canvas: CairoCanvas
    var context: OpaquePointer { canvas.context }

    /// Paints `view`, with the context in its superview's bounds coordinates.
    func paint(_ view: ViewNode) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let t = view.transform
        guard t.determinant != 0 else { return }  // nothing to see; cairo rejects such a matrix
        let bounds = view.bounds, center = view.center
        cairo_save(context)
        cairo_translate(context, center.x, center.y)
        var matrix = CairoCanvas.matrix(t)
        cairo_transform(context, &matrix)
        cairo_translate(context, -bounds.width / 2 - bounds.minX, -bounds.height / 2 - bounds.minY)
        // Finite values can still compose to a matrix cairo cannot use (a scale of 1e300 under
        // a scaled ancestor); the context is then dead, so name this node, not the root.
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            return canvas.recordUnusablePlacement(of: view)
        }
        let grouped = view.alpha < 1
        if grouped { cairo_push_group(context) }
        paintContents(view)
        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, view.alpha)
        }
        cairo_restore(context)
    }

    /// Paints `view` in its own bounds coordinates: its shadow, then its body.
    func paintContents(_ view: ViewNode) {
        if ShadowPainter.hasShadow(view) { ShadowPainter.paint(view, on: canvas) }
        paintBody(view)
    }

    /// The body: background, clip, content, subviews, border; also the default shadow shape.
    func paintBody(_ view: ViewNode) {
        let bounds = view.bounds
        let shape = NodePainter.shape(of: view)
        if let background = view.backgroundColor {
            canvas.setPath(shape, rule: .winding, what: "background")
            canvas.setSource(background)
            cairo_fill(context)
        }
        if view.clipsToBounds {
            cairo_save(context)
            canvas.setPath(shape, rule: .winding, what: "clip")
            cairo_clip(context)
        }
        let previous = canvas.currentNode
        canvas.currentNode = view
        cairo_save(context)
        view.draw(in: canvas)
        canvas.unwindSavedStates()
        cairo_restore(context)
        cairo_new_path(context)
        canvas.currentNode = previous
        for subview in view.subviews { paint(subview) }
        if view.clipsToBounds { cairo_restore(context) }
        let width = max(0, view.borderWidth)
        if width > 0, let color = view.borderColor {
            var border = shape
            let inner = bounds.insetBy(dx: width, dy: width)
            if !inner.isNull, inner.width > 0, inner.height > 0 {
                border.addPath(.roundedRect(inner, cornerRadius: max(0, NodePainter.radius(of: view) - width)))
            }
            canvas.setPath(border, rule: .evenOdd, what: "border")
            canvas.setSource(color)
            cairo_fill(context)
        }
    }

    /// `min(cornerRadius, w/2, h/2)`, negatives drawing as 0.
    static func radius(of view: ViewNode) -> CGFloat {
        let b = view.bounds
        return max(0, min(view.cornerRadius, b.width / 2, b.height / 2))
    }

    /// The rounded bounds every painting step uses.
    static func shape(of view: ViewNode) -> Path {
        .roundedRect(view.bounds, cornerRadius: radius(of: view))
    }
}
