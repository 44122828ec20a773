extension LayoutConstraint {
    /// Whether the constraint names a leading or trailing anchor, so it is read mirrored when
    /// the view holding it lays out right to left. A constraint on left, right or centre x
    /// alone is absolute and never mirrored.
    var isDirectional: Bool {
        firstAttribute == .leading || firstAttribute == .trailing || secondAttribute == .leading
            || secondAttribute == .trailing
    }
}
