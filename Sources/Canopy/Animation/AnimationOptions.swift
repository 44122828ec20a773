import Foundation

extension ViewNode {
    /// Options of a view animation, with UIKit's names and raw values
    /// (`UIView.AnimationOptions`).
    ///
    /// Canopy honours the curve, `repeat`, `autoreverse`, `beginFromCurrentState` and the
    /// `overrideInherited…` options. Hit testing uses model values, as UIKit's does, whether
    /// or not `allowUserInteraction` is set. Transition options are not offered: Canopy has no
    /// view transitions.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit so their moves animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen, replacing running animations of the same properties.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever: the completion runs only when the animation is removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forward then backward, then shows the model value.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested animation keeps its own duration instead of the enclosing one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested animation keeps its own curve instead of the enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A nested animation keeps its own options instead of the enclosing one's.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease-in-ease-out, the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease-in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease-out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve the options select (bits 16–19, as UIKit packs them).
        var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }
}
