import Canopy
import Foundation

/// Chooses a status-bar style from the header's background by WCAG 2 contrast with white text.
enum StatusBarStyleInference {
    /// WCAG 2 contrast ratio between two relative luminances, 1...21.
    static func contrastRatio(_ l1: CGFloat, _ l2: CGFloat) -> CGFloat {
        (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// `.default` for a translucent background, `.lightContent` when white text passes
    /// WCAG AA for normal text (ratio ≥ 4.5), `.darkContent` otherwise.
    static func style(for background: Color) -> StatusBarStyle {
        if background.alpha < 1 { return .default }
        let ratio = contrastRatio(1, background.relativeLuminance)
        return ratio >= HeaderConstants.minimumContrastRatio ? .lightContent : .darkContent
    }
}
