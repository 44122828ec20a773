/// What an accessibility element is and how it behaves, as a screen reader announces it: the
/// UIAccessibilityTraits analogue.
///
/// The raw values are UIKit's bit positions, so a value logged or stored on iOS reads the same
/// here. Combine them as an option set (`[.button, .selected]`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// UIKit's bit mask for the traits.
    public let rawValue: UInt64
    /// Creates traits from UIKit's bit mask; unknown bits are kept and printed as numbers.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Performs an action when activated.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link when activated.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A picture; announced as "image".
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected (a chosen tab or segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Summary read when the screen appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Disabled: announced as "dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often (a timer); a screen reader polls rather than announcing each change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated, so the screen reader stays quiet.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes increment and decrement gestures (a slider, a stepper).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar: its elements are announced as tabs.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// A section heading; the screen reader's headings rotor jumps between these.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)

    /// The traits that make an element act on activation, so a user expects it to respond
    /// to a tap: what the touch-target and missing-label audits treat as interactive.
    public static let interactive: AccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField]

    /// Each named trait with its UIKit name, in bit order (used by dumps and snapshots).
    public static let names: [(trait: AccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        (.header, "header"),
    ]
}

extension AccessibilityTraits: CustomStringConvertible {
    /// The UIKit names of the set traits in bit order, comma-separated; unnamed bits as
    /// `bit N`; empty traits as `none`.
    public var description: String {
        var parts: [String] = []
        var rest = rawValue
        for (trait, name) in Self.names where contains(trait) {
            parts.append(name)
            rest &= ~trait.rawValue
        }
        var bit: UInt64 = 0
        while rest != 0 {
            if rest & 1 != 0 { parts.append("bit \(bit)") }
            rest >>= 1
            bit += 1
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
