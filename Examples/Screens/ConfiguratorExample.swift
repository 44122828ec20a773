import Canopy
import FlexibleHeader
import Foundation

/// Every header flag in one place, each shown as a row with its value.
///
/// `HeaderConfiguration` gathers the header's behaviour flags with the component's defaults;
/// the screen applies a configuration to its header and lists the values, so a gallery image
/// documents exactly which flags produced it. The catalog's instance turns on shifting, a
/// taller maximum, the hairline and high content importance.
public final class ConfiguratorExample: HeaderListScreen {
    /// The flags this screen applies.
    public let configuration: HeaderConfiguration

    /// Creates the screen for a configuration.
    public init(configuration: HeaderConfiguration = .showcase) {
        self.configuration = configuration
        super.init(title: "Configurator", color: Palette.purple, items: configuration.rows)
    }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        configuration.apply(to: headerViewController)
    }
}

/// The header's behaviour flags, with the component's defaults.
public struct HeaderConfiguration: Sendable, Hashable {
    /// How the header shifts off screen.
    public var shiftBehavior: FlexibleHeaderView.ShiftBehavior = .disabled
    /// Which content survives shifting.
    public var contentImportance: FlexibleHeaderView.ContentImportance = .default
    /// Whether pulling down stretches the header past its maximum height.
    public var canOverExtend = true
    /// Whether the min/max heights include the top safe area.
    public var minMaxHeightIncludesSafeArea = true
    /// Minimum height in points, nil for the default.
    public var minimumHeight: CGFloat?
    /// Maximum height in points, nil for the default.
    public var maximumHeight: CGFloat?
    /// Whether the header follows its scroll view by observation instead of delegate calls.
    public var observesTrackingScrollViewScrollEvents = false
    /// Whether the top safe area comes from the controller hierarchy.
    public var inferTopSafeAreaInsetFromViewController = false
    /// Whether the status bar may overlap the header when shifting with it.
    public var statusBarHintCanOverlapHeader = true
    /// Shadow opacity while content scrolls under the header.
    public var visibleShadowOpacity: Float = 0.4
    /// Whether the controller draws a hairline at the header's bottom.
    public var showsHairline = false

    /// Creates the default configuration.
    public init() {}

    /// The configuration the catalog shows.
    public static var showcase: HeaderConfiguration {
        var c = HeaderConfiguration()
        c.shiftBehavior = .enabled
        c.contentImportance = .high
        c.maximumHeight = 120
        c.showsHairline = true
        c.visibleShadowOpacity = 0.6
        return c
    }

    /// Applies every flag to a header controller and its header.
    public func apply(to controller: FlexibleHeaderController) {
        let header = controller.headerView
        header.minMaxHeightIncludesSafeArea = minMaxHeightIncludesSafeArea
        if let minimumHeight { header.minimumHeight = minimumHeight }
        if let maximumHeight { header.maximumHeight = maximumHeight }
        header.canOverExtend = canOverExtend
        header.headerContentImportance = contentImportance
        header.statusBarHintCanOverlapHeader = statusBarHintCanOverlapHeader
        header.visibleShadowOpacity = visibleShadowOpacity
        controller.inferTopSafeAreaInsetFromViewController = inferTopSafeAreaInsetFromViewController
        controller.showsHairline = showsHairline
        if observesTrackingScrollViewScrollEvents {
            header.shiftBehavior = .disabled
            header.observesTrackingScrollViewScrollEvents = true
        } else {
            header.shiftBehavior = shiftBehavior
        }
    }

    /// One list row per flag: name and value.
    public var rows: [ListItem] {
        func v(_ x: CGFloat?) -> String { x.map { "\(Int($0)) pt" } ?? "default" }
        return [
            ListItem(title: "shiftBehavior", subtitle: "\(shiftBehavior)"),
            ListItem(title: "headerContentImportance", subtitle: "\(contentImportance)"),
            ListItem(title: "canOverExtend", subtitle: "\(canOverExtend)"),
            ListItem(title: "minMaxHeightIncludesSafeArea", subtitle: "\(minMaxHeightIncludesSafeArea)"),
            ListItem(title: "minimumHeight", subtitle: v(minimumHeight)),
            ListItem(title: "maximumHeight", subtitle: v(maximumHeight)),
            ListItem(title: "observesTrackingScrollViewScrollEvents", subtitle: "\(observesTrackingScrollViewScrollEvents)"),
            ListItem(title: "inferTopSafeAreaInsetFromViewController", subtitle: "\(inferTopSafeAreaInsetFromViewController)"),
            ListItem(title: "statusBarHintCanOverlapHeader", subtitle: "\(statusBarHintCanOverlapHeader)"),
            ListItem(title: "visibleShadowOpacity", subtitle: "\(visibleShadowOpacity)"),
            ListItem(title: "showsHairline", subtitle: "\(showsHairline)"),
        ] + ListItem.sample(20, topic: "sample")
    }
}
