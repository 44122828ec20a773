import Canopy
import Foundation

/// A pushed detail screen: an inline title, an Edit button and a short settings list.
open class SettingsDetailScreen: SettingsScreen {
    /// The Edit button on the right of the bar.
    public let editItem = BarButtonItem(systemItem: .edit)

    /// Creates the detail screen for a row title.
    public init(title: String) {
        super.init(
            title: title,
            sections: [
                [SettingsRow("About", .person, .systemGray), SettingsRow("Software Update", .arrowClockwise, .systemGray)],
                [SettingsRow("Storage", .trash, .systemGray), SettingsRow("Shortcuts", .squareGrid2x2, .systemBlue)],
            ])
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = editItem
    }
}
