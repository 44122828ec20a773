internal import CCanopySupport
import Foundation

/// How visible the change between two same-size bitmaps is, measured in CIEDE2000 (ΔE00).
///
/// Each pixel whose bytes changed is *subtle* when its colour difference is at most the
/// just-noticeable difference, else *anti-aliased* when it sits on an anti-aliased edge in
/// either image (pixelmatch's edge test), else *visible*: a real colour change. A tolerance
/// is only worth suggesting when no pixel is visible. Colours are compared in CIE L*a*b*
/// (sRGB, D65 white); a semi-transparent pixel is blended over black and over white and the
/// larger difference kept, since it looks different over each.
public struct ColorChange: Sendable, Equatable {
    /// The CIEDE2000 difference taken as just noticeable: 1.
    ///
    /// ΔE00 was fitted so that one unit is about the smallest difference observers tell
    /// apart side by side; 2.3 is the same threshold for the older CIE76 distance. The
    /// stricter value is used because a snapshot shows the two images side by side.
    public static let justNoticeableDifference: Double = 1

    /// Pixels whose bytes differ at all.
    public let changedPixelCount: Int
    /// Changed pixels at or below the just-noticeable difference.
    public let subtlePixelCount: Int
    /// Changed pixels above it that lie on an anti-aliased edge.
    public let antialiasedPixelCount: Int
    /// Changed pixels above it and not anti-aliasing: a colour change a viewer sees.
    public let visiblePixelCount: Int
    /// Largest ΔE00 of a subtle or visible pixel (anti-aliased pixels left out); 0 when none.
    public let maxDeltaE: Double
    /// Largest normalised YIQ distance (pixelmatch's measure, 0...1) of a subtle pixel: the
    /// smallest `colorThreshold` that lets every subtle pixel through.
    public let maxSubtleDistance: Double

    /// Whether every changed pixel is anti-aliasing or below the just-noticeable difference.
    public var isBelowNotice: Bool { visiblePixelCount == 0 }
}

extension Bitmap {
    /// Sorts the pixels that changed from `self` to `other` by how visible the change is
    /// (same size required, else nil); `background` is what the anti-aliasing test and the
    /// YIQ distance blend semi-transparent pixels over, as in a perceptual comparison.
    public func colorChange(to other: Bitmap, background: PerceptualBackground = .checkerboard) -> ColorChange? {
        guard width == other.width, height == other.height else { return nil }
        var result = canopy_color_change_result()
        let cBackground = background == .white ? Int32(CANOPY_BACKGROUND_WHITE) : Int32(CANOPY_BACKGROUND_CHECKERBOARD)
        pixels.withUnsafeBufferPointer { expected in
            other.pixels.withUnsafeBufferPointer { actual in
                canopy_color_change(
                    expected.baseAddress, actual.baseAddress, Int32(width), Int32(height), cBackground,
                    ColorChange.justNoticeableDifference, &result)
            }
        }
        return ColorChange(
            changedPixelCount: result.changed, subtlePixelCount: result.subtle, antialiasedPixelCount: result.antialiased,
            visiblePixelCount: result.visible, maxDeltaE: result.max_delta_e, maxSubtleDistance: result.max_subtle_distance)
    }
}
