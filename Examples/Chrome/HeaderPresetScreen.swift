import Canopy
import FlexibleHeader
import Foundation

/// A list under a flexible header configured by a `HeaderPreset`: the same screen for every
/// platform's collapsing header, so one gesture can be compared across them.
public final class HeaderPresetScreen: HeaderListScreen {
    /// The preset the header uses.
    public let preset: HeaderPreset

    /// Creates the screen for a preset, titled with the preset's name.
    public init(preset: HeaderPreset) {
        self.preset = preset
        super.init(title: preset.name, color: Palette.slate, items: ListItem.sample(40, topic: "row"))
    }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        preset.apply(to: header)
    }
}
