extension ConstraintSystem {
    /// What a solver constraint is called in a conflict report, kept as the object it
    /// names and built into text only when a report is made: a layout pass gathers every
    /// entry afresh, and formatting hundreds of names it almost never shows dominated it.
    ///
    /// The object is held weakly so a kept system does not keep removed views, guides or
    /// deactivated constraints alive; one gone since reads as "a released item".
    struct EntryName {
        /// Which part of its object the entry constrains.
        enum Kind {
            /// The holder's bounds, during a layout pass.
            case bounds
            /// The holder's origin, while fitting a size.
            case origin
            /// The holder's width or height pulled to a fitting target.
            case fitting(axis: Int)
            /// A layout guide held to its owning view.
            case guide
            /// A view placed by an ancestor's solve, pinned where it was put.
            case frame
            /// A view whose autoresizing mask is turned into constraints.
            case autoresizingMask
            /// A view's intrinsic width or height: hugging, else compression resistance.
            case intrinsic(axis: Int, hugging: Bool)
            /// A constraint the user activated.
            case user
        }

        /// The view, guide or layout constraint named.
        weak var object: AnyObject?
        /// Which part of it.
        let kind: Kind

        /// The report text.
        var text: String {
            guard let object else { return "a released item" }
            let axisNames = ["width", "height"]
            switch kind {
            case .bounds: return "\(viewName(object)) bounds"
            case .origin: return "\(viewName(object)) origin"
            case .fitting(let axis): return "\(viewName(object)) fitting \(axisNames[axis])"
            case .guide:
                guard let guide = object as? LayoutGuide else { return "\(object)" }
                let owner = guide.owningView.map(\.diagnosticName) ?? "no view"
                return "LayoutGuide '\(guide.identifier)' of \(owner)"
            case .frame: return "\(viewName(object)) frame"
            case .autoresizingMask: return "\(viewName(object)) autoresizing mask"
            case .intrinsic(let axis, let hugging):
                let part = hugging ? "hugging" : "compression resistance"
                return "\(viewName(object)) intrinsic \(axisNames[axis]) (\(part))"
            case .user: return (object as? LayoutConstraint)?.description ?? "\(object)"
            }
        }

        private func viewName(_ object: AnyObject) -> String {
            (object as? ViewNode)?.diagnosticName ?? "\(object)"
        }
    }
}
