import Canopy
import FlexibleHeader
import Foundation

/// A header themed by a semantic colour scheme, over a list themed by the same scheme.
///
/// The header takes its fill from the scheme through `applyColorScheme(_:)` (the brand
/// colour, Material's default) or `applySurfaceVariant(colorScheme:)` (the neutral surface
/// Material recommends for dark themes); its title uses the matching `on…` colour, and the
/// status-bar style, inferred by the header controller from the fill, follows. The list uses
/// the scheme's background, surface and on-surface colours. A surface-filled header sits on
/// a page of nearly the same colour, so it draws a hairline (on-surface at 12 % opacity,
/// Material's divider colour) to keep its edge visible. The header is 120 points tall at
/// rest and collapses to 56 as the list scrolls.
public final class ThemedHeaderExample: HeaderListScreen {
    /// Which of the scheme's colours fills the header.
    public enum Fill: Sendable {
        /// The scheme's primary colour, through `applyColorScheme(_:)`.
        case primary
        /// The scheme's surface colour, through `applySurfaceVariant(colorScheme:)`.
        case surface
    }

    /// The colours of the header and the list.
    public let scheme: SemanticColorScheme
    /// Which colour fills the header.
    public let fill: Fill

    /// Text over the header: `onPrimary` or `onSurface`, matching the fill.
    var headerInk: Color { fill == .primary ? scheme.onPrimary : scheme.onSurface }

    /// Creates the screen for a scheme and a fill.
    public init(scheme: SemanticColorScheme, fill: Fill) {
        self.scheme = scheme
        self.fill = fill
        super.init(title: "Themed header", color: fill == .primary ? scheme.primary : scheme.surface)
    }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        switch fill {
        case .primary: header.applyColorScheme(scheme)
        case .surface: header.applySurfaceVariant(colorScheme: scheme)
        }
        header.maximumHeight = 120
        titleLabel.textColor = headerInk
        headerViewController.showsHairline = fill == .surface
        headerViewController.hairlineColor = scheme.onSurface.withAlpha(0.12)
        themeList()
    }

    /// Paints the page and the table with the scheme's background; separators are on-surface
    /// at 12 % opacity, Material's divider colour.
    func themeList() {
        view.backgroundColor = scheme.background
        guard let list else { return }
        list.backgroundColor = scheme.background
        list.separatorColor = scheme.onSurface.withAlpha(0.12)
    }

    /// A row cell on the scheme's surface; secondary text is on-surface at 60 % opacity,
    /// Material's medium emphasis.
    public override func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if let row = cell as? ListRowCell {
            row.backgroundColor = scheme.surface
            row.titleLabel.textColor = scheme.onSurface
            row.subtitleLabel.textColor = scheme.onSurface.withAlpha(0.6)
        }
        return cell
    }
}
