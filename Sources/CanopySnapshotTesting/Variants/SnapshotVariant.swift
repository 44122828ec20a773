import Canopy
import Foundation

/// One combination of a variant matrix: a device and trait values, each optional.
///
/// Unset axes leave the window as the screen made it. The golden's name lists the set axes
/// in a fixed order — device, style, content size, direction — so `dark × iPhoneSE` and
/// `iPhoneSE × dark` both name `<test>.iPhoneSE.dark.png`.
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    /// The device to render on; nil keeps the window's.
    public var device: DeviceProfile?
    /// Light or dark; nil keeps the window's.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The text size; nil keeps the window's.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The reading direction; nil keeps the window's.
    public var layoutDirection: TraitEnvironmentLayoutDirection?

    /// Creates a variant from the axes it sets.
    public init(
        device: DeviceProfile? = nil, userInterfaceStyle: UserInterfaceStyle? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil, layoutDirection: TraitEnvironmentLayoutDirection? = nil
    ) {
        self.device = device
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The set axes' names joined by dots, e.g. `iPhoneSE.dark.accessibilityExtraExtraExtraLarge.rtl`;
    /// empty when no axis is set.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(device.name) }
        if let userInterfaceStyle { parts.append(Self.name(of: userInterfaceStyle)) }
        if let preferredContentSizeCategory { parts.append(Self.name(of: preferredContentSizeCategory)) }
        if let layoutDirection { parts.append(Self.name(of: layoutDirection)) }
        return parts.joined(separator: ".")
    }

    /// The name.
    public var description: String { name }

    /// This variant with every axis `other` sets taken from `other`.
    func merged(with other: SnapshotVariant) -> SnapshotVariant {
        SnapshotVariant(
            device: other.device ?? device, userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
            preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory,
            layoutDirection: other.layoutDirection ?? layoutDirection)
    }

    /// The trait overrides this variant sets on a window, over `base`.
    func overrides(over base: TraitOverrides) -> TraitOverrides {
        var overrides = base
        if let userInterfaceStyle { overrides.userInterfaceStyle = userInterfaceStyle }
        if let preferredContentSizeCategory { overrides.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { overrides.layoutDirection = layoutDirection }
        return overrides
    }

    static func name(of style: UserInterfaceStyle) -> String {
        switch style {
        case .unspecified: "unspecifiedStyle"
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// UIKit's case name (`extraSmall` … `accessibilityExtraExtraExtraLarge`), or the raw
    /// identifier of an unknown category.
    static func name(of category: ContentSizeCategory) -> String {
        let names: [ContentSizeCategory: String] = [
            .unspecified: "unspecifiedContentSize", .extraSmall: "extraSmall", .small: "small", .medium: "medium",
            .large: "large", .extraLarge: "extraLarge", .extraExtraLarge: "extraExtraLarge",
            .extraExtraExtraLarge: "extraExtraExtraLarge", .accessibilityMedium: "accessibilityMedium",
            .accessibilityLarge: "accessibilityLarge", .accessibilityExtraLarge: "accessibilityExtraLarge",
            .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge",
            .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge",
        ]
        return names[category] ?? category.rawValue
    }

    static func name(of direction: TraitEnvironmentLayoutDirection) -> String {
        switch direction {
        case .unspecified: "unspecifiedDirection"
        case .leftToRight: "ltr"
        case .rightToLeft: "rtl"
        }
    }
}
