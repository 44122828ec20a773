import Canopy
import Foundation

/// What applying a theme colour to a header's fill does, decided before anything changes.
///
/// A colour is usable when every channel is a finite number in 0...1, the range `Color`
/// documents; anything else would paint unpredictably and make the inferred status-bar style
/// meaningless, so it is refused and the fill kept.
enum HeaderFillChange: Equatable {
    /// The fill already is the colour: nothing to set and no status-bar update to request.
    case unchanged
    /// Set the fill to the colour, then ask the owner to re-resolve the status bar, whose
    /// inferred style follows the fill.
    case set(Color)
    /// Refuse: the message names the call, the role and the offending channel value.
    case refused(String)

    /// Decides the change from the current fill to `proposed`, taken from the scheme's `role`
    /// by `call` (both named in a refusal).
    static func decide(current: Color?, proposed: Color, role: String, call: String) -> HeaderFillChange {
        if let (channel, value) = invalidChannel(of: proposed) {
            return .refused(
                "Refused \(call): the scheme's \(role) colour has \(channel) \(value); every channel must be a finite number in 0...1. The background stays \(current.map { "\($0)" } ?? "nil")."
            )
        }
        return current == proposed ? .unchanged : .set(proposed)
    }

    /// The first channel of `color` that is not a finite number in 0...1, with its value.
    static func invalidChannel(of color: Color) -> (String, CGFloat)? {
        let channels: [(String, CGFloat)] = [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)]
        return channels.first { !$0.1.isFinite || $0.1 < 0 || $0.1 > 1 }
    }
}
