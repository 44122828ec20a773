import Canopy

extension FlexibleHeaderView {
    /// Fills the header with the scheme's `primary` colour: Material's default header theme.
    ///
    /// Only `primary` is read; the header's subviews (titles, icons) are the caller's to
    /// colour, usually with `onPrimary`. When the fill changes the header asks its delegate to
    /// re-resolve the status bar, so a `FlexibleHeaderController` that infers its
    /// `preferredStatusBarStyle` from the fill updates the window at once (light content over
    /// a dark primary, dark content over a light one); while
    /// `FlexibleHeaderView.appearanceBackgroundColor` is set, that colour decides the inferred
    /// style instead, as it did in the original. Applying the scheme again changes nothing and
    /// asks for nothing. A `primary` with a channel that is not a finite number in 0...1 is
    /// refused (`header.invalidThemeColor`) and the fill kept.
    public func applyColorScheme(_ scheme: SemanticColorScheme) {
        applyThemeFill(scheme.primary, role: "primary", call: "applyColorScheme(_:)")
    }

    /// Fills the header with the scheme's `surface` colour: the quieter variant Material uses
    /// for headers on dark themes and on screens where the brand colour would dominate.
    ///
    /// Behaves like ``applyColorScheme(_:)`` with `surface` in place of `primary`: only
    /// `surface` is read, the status bar is re-resolved when the fill changes, a repeated call
    /// does nothing, and an invalid `surface` is refused (`header.invalidThemeColor`).
    public func applySurfaceVariant(colorScheme scheme: SemanticColorScheme) {
        applyThemeFill(scheme.surface, role: "surface", call: "applySurfaceVariant(colorScheme:)")
    }

    /// Decides the fill change, then applies it: the fill first, the status-bar request after,
    /// so the owner reads the new fill when it re-resolves.
    func applyThemeFill(_ color: Color, role: String, call: String) {
        switch HeaderFillChange.decide(current: backgroundColor, proposed: color, role: role, call: "\(call) on \(diagnosticName)") {
        case .unchanged:
            return
        case .refused(let message):
            Diagnostics.report(code: "header.invalidThemeColor", message)
        case .set(let fill):
            backgroundColor = fill
            delegate?.flexibleHeaderViewNeedsStatusBarAppearanceUpdate(self)
        }
    }
}
