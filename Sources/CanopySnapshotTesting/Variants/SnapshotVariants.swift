import Canopy
import Foundation

/// A set of variants to snapshot one screen in, built from axes and combined with `×`:
/// `.devices([.iPhoneSE, .iPhone16Pro]) × .styles([.light, .dark]) × .contentSizes([.large, .accessibilityExtraExtraExtraLarge])`
/// is eight variants.
///
/// `×` is the Cartesian product: every variant of the left side with every variant of the
/// right, in that order; where both set an axis, the right side's value wins.
public struct SnapshotVariants: Hashable, Sendable {
    /// The variants, in the order they are snapshotted.
    public var variants: [SnapshotVariant]

    /// Creates a set from explicit variants.
    public init(_ variants: [SnapshotVariant]) {
        self.variants = variants
    }

    /// One variant per device.
    public static func devices(_ devices: [DeviceProfile]) -> SnapshotVariants {
        SnapshotVariants(devices.map { SnapshotVariant(device: $0) })
    }

    /// One variant per Split View width `device` offers (narrowest first), e.g.
    /// `.splitViews(of: .iPadPro13Landscape)` for its third, half and two thirds; empty, and so
    /// refused when snapshotted, for anything but a full-screen iPad preset.
    public static func splitViews(of device: DeviceProfile) -> SnapshotVariants {
        devices(device.splitViews)
    }

    /// One variant per style (light, dark).
    public static func styles(_ styles: [UserInterfaceStyle]) -> SnapshotVariants {
        SnapshotVariants(styles.map { SnapshotVariant(userInterfaceStyle: $0) })
    }

    /// One variant per content size category.
    public static func contentSizes(_ categories: [ContentSizeCategory]) -> SnapshotVariants {
        SnapshotVariants(categories.map { SnapshotVariant(preferredContentSizeCategory: $0) })
    }

    /// One variant per reading direction.
    public static func directions(_ directions: [TraitEnvironmentLayoutDirection]) -> SnapshotVariants {
        SnapshotVariants(directions.map { SnapshotVariant(layoutDirection: $0) })
    }

    /// Light and dark.
    public static let lightAndDark = styles([.light, .dark])
    /// Left to right and right to left.
    public static let bothDirections = directions([.leftToRight, .rightToLeft])

    /// Every combination of a variant of `left` with one of `right`.
    public static func × (left: SnapshotVariants, right: SnapshotVariants) -> SnapshotVariants {
        SnapshotVariants(left.variants.flatMap { l in right.variants.map { l.merged(with: $0) } })
    }

    /// Why this set cannot be snapshotted, or nil: it is empty, a variant sets no axis, or
    /// two variants share a name (and so a golden).
    var problem: String? {
        guard !variants.isEmpty else { return "the variant set is empty" }
        var seen: Set<String> = []
        for variant in variants {
            let name = variant.name
            guard !name.isEmpty else { return "a variant sets no axis, so it has no name" }
            guard seen.insert(name).inserted else { return "two variants are both named \(name)" }
        }
        return nil
    }
}

infix operator × : MultiplicationPrecedence
