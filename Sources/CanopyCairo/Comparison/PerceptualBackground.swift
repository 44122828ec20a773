/// What a perceptual comparison blends semi-transparent pixels over before it measures how
/// different their colours look.
///
/// Two pixels of equal colour but different alpha look different over most backgrounds; the
/// background decides how different. Opaque pixels are compared as they are.
public enum PerceptualBackground: Sendable, Equatable, CustomStringConvertible {
    /// pixelmatch 7's default: a dark/light checkerboard (channels 48 or 207) whose period
    /// follows the golden ratio, so a change of alpha shows whatever the colour.
    case checkerboard
    /// Plain white, as pixelmatch 6 and earlier blend: a change of alpha on a light colour
    /// barely counts.
    case white

    /// The case's name in Swift source, e.g. `.white`.
    public var description: String {
        switch self {
        case .checkerboard: ".checkerboard"
        case .white: ".white"
        }
    }
}
