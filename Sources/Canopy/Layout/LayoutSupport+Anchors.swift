import Foundation

extension LayoutSupport {
    /// The top of the guide: the top of the controller's view.
    ///
    /// Reading any anchor loads the controller's view, whose bounds coordinates the guide
    /// uses; a controller already released gives an anchor on nothing, which activation refuses.
    public var topAnchor: LayoutYAxisAnchor { guide.topAnchor }
    /// The bottom of the guide, `length` below the top of the controller's view: where
    /// content under a bar or header starts.
    public var bottomAnchor: LayoutYAxisAnchor { guide.bottomAnchor }
    /// The guide's height: `length`.
    public var heightAnchor: LayoutDimension { guide.heightAnchor }

    /// The layout guide standing for this length in the controller's view, made on first use.
    private var guide: LayoutGuide {
        guard let view = controller?.view else { return LayoutGuide() }
        let state = view.layoutStateForWriting
        if let guide = state.topLayoutSupportGuide { return guide }
        let guide = LayoutGuide(owningView: view, kind: .topLayoutSupport)
        guide.identifier = "topLayoutGuide"
        state.topLayoutSupportGuide = guide
        return guide
    }
}
