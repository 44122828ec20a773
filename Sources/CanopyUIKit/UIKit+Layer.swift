import Canopy

/// A view's drawing properties as UIKit reaches them, through `view.layer`.
///
/// Canopy keeps these on the view itself; this is a window onto them, not a separate layer
/// tree, so each `view.layer` read gives a new window onto the same view and writes land on
/// the view at once.
public final class CALayer {
    /// The view whose properties this layer reads and writes; held strongly (the view holds
    /// no layer, so there is no cycle) so a kept layer never outlives its view.
    let view: ViewNode

    init(view: ViewNode) { self.view = view }

    /// The corner radius in points; the view's `cornerRadius`.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// Whether drawing is clipped to the rounded bounds; the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The border's width in points; the view's `borderWidth`.
    public var borderWidth: CGFloat {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }
}

extension ViewNode {
    /// The view's drawing properties under UIKit's `layer` spelling (`layer.cornerRadius`).
    public var layer: CALayer { CALayer(view: self) }
}
