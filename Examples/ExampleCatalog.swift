import Canopy
import FlexibleHeader
import Foundation

/// One example screen: a command-line name, a title, what it shows, and how to make it.
public struct Example: Sendable {
    /// The name used on the command line, e.g. `typical-use`.
    public let name: String
    /// A short human title.
    public let title: String
    /// One sentence on what the screen demonstrates.
    public let summary: String
    let factory: @Sendable () -> ExampleScreen

    /// A screen named `name` (how the command line picks it: no spaces), with a title and a
    /// one-sentence summary for listings, made fresh by `make` for every render.
    public init(name: String, title: String, summary: String, make: @escaping @Sendable () -> ExampleScreen) {
        self.name = name
        self.title = title
        self.summary = summary
        factory = make
    }

    /// Creates a fresh instance of the screen.
    public func make() -> ExampleScreen { factory() }
}

/// Every example screen, in gallery order.
public enum ExampleCatalog {
    /// All examples.
    public static let all: [Example] =
        [
            Example(name: "typical-use", title: "Typical use", summary: "A title over an inbox list; the header collapses and over-extends.") {
                TypicalUseExample()
            },
            Example(name: "shift-enabled", title: "Shift enabled", summary: "The header slides off screen as the list scrolls.") {
                ShiftEnabledExample()
            },
            Example(name: "shift-with-status-bar", title: "Shift with status bar", summary: "Header and status bar leave together.") {
                ShiftWithStatusBarExample()
            },
            Example(name: "hideable", title: "Hideable", summary: "Code hides and shows the header; scrolling does not.") { HideableExample() },
            Example(
                name: "over-extension-image", title: "Over-extension with image",
                summary: "A tall photo header over a photo grid; it zooms when pulled and crops when collapsed."
            ) { OverExtensionImageExample() },
            Example(
                name: "top-layout-guide", title: "Top layout guide",
                summary: "A card pinned under the header's bottom edge through the top layout guide."
            ) { TopLayoutGuideExample() },
            Example(name: "container", title: "Container", summary: "A plain list controller wrapped by the header container controller.") {
                ContainerExample()
            },
            Example(
                name: "header-in-scroll-view", title: "Header inside its scroll view",
                summary: "Table-controller style: the header is a subview of the list it tracks."
            ) { HeaderInScrollViewExample() },
            Example(
                name: "shared-header-tabs", title: "Tabs sharing a header",
                summary: "Two lists share one header; switching tabs keeps the header's height."
            ) { SharedHeaderTabsExample() },
            Example(
                name: "navigation-bar-hidden", title: "Navigation bar hidden",
                summary: "A header screen pushed on a navigation controller that hides its bar."
            ) { NavigationHiddenExample() },
            Example(
                name: "popover-inference", title: "Popover safe-area inference",
                summary: "The header infers its top safe area from the controller: tall full screen, short in a popover."
            ) { PopoverInferenceExample() },
            Example(name: "configurator", title: "Configurator", summary: "Every header flag applied and listed with its value.") {
                ConfiguratorExample()
            },
            Example(
                name: "snapping-detents", title: "Snapping to detents",
                summary: "Flings are aimed so the header rests expanded, at a middle height, collapsed or hidden."
            ) { SnappingDetentsExample() },
            Example(
                name: "expand-on-return", title: "Expands on return",
                summary: "A scroll back far from the top brings the header back at its full height."
            ) { ExpandOnReturnExample() },
            Example(
                name: "stretch-to-refresh", title: "Stretch to refresh",
                summary: "Pulling past 80 points fires the header's stretch trigger once per pull."
            ) { StretchToRefreshExample() },
            Example(
                name: "themed-light", title: "Themed header, light",
                summary: "The Material light scheme's primary colour fills the header; the status bar turns light to match."
            ) { ThemedHeaderExample(scheme: .materialLight, fill: .primary) },
            Example(
                name: "themed-dark", title: "Themed header, dark",
                summary: "The Material dark scheme's surface colour fills the header over a dark list, edged by a hairline."
            ) { ThemedHeaderExample(scheme: .materialDark, fill: .surface) },
            Example(
                name: "constraint-article", title: "Article built with constraints",
                summary: "Photo, headline, wrapping text, stat stacks and buttons placed by anchors, margins and the safe area under the header."
            ) { ConstraintArticleExample() },
        ] + presetExamples

    /// One screen per header preset, so the gallery shows every platform's collapsing header
    /// side by side.
    static let presetExamples: [Example] = [
        (
            "preset-ios-large-title", HeaderPreset.iOSLargeTitle, "iOS large title",
            "A 96-point large-title bar collapsing to 44 and stretching when pulled."
        ),
        ("preset-material-small", .materialSmall, "Material small top app bar", "A fixed 64-point bar."),
        ("preset-material-medium", .materialMedium, "Material medium top app bar", "112 points collapsing to 64, resting open or collapsed."),
        ("preset-material-large", .materialLarge, "Material large top app bar", "152 points collapsing to 64, resting open or collapsed."),
        ("preset-sliver-pinned", .sliverAppBarPinned(), "Flutter SliverAppBar, pinned", "200 points collapsing to a 56-point toolbar that stays."),
        (
            "preset-sliver-floating", .sliverAppBarFloating(), "Flutter SliverAppBar, floating",
            "Collapses, scrolls off, and floats back as soon as the list scrolls down."
        ),
        (
            "preset-sliver-snap", .sliverAppBarSnap(), "Flutter SliverAppBar, snap",
            "Floating; a partly shown bar opens fully after scrolling back, else closes."
        ),
        (
            "preset-collapsing-toolbar", .collapsingToolbar(), "Android CollapsingToolbarLayout",
            "256 points collapsing to a 56-point toolbar, no stretch."
        ),
    ].map { name, preset, title, summary in
        Example(name: name, title: title, summary: summary) { HeaderPresetScreen(preset: preset) }
    }

    /// The example with this name (case-insensitive), or nil.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
