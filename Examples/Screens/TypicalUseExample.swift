import Canopy
import FlexibleHeader

/// Typical use: a title over an inbox list.
///
/// The header starts expanded at its default height (56 points plus the top safe area) and
/// collapses no further than that while the list scrolls under it; pulling the list down
/// over-extends the header. The list's events reach the header because the header controller
/// is the list's delegate, and the list's top inset is injected by the header.
public final class TypicalUseExample: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Inbox", color: Palette.indigo) }
}
