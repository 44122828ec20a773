import Foundation

extension ControlNode {
    /// The events a control sends actions for: UIKit's `UIControl.Event`, with its bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates a set of events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down on the control again, within the multi-tap interval (`tapCount` > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control's tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside the tracking bounds to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside the tracking bounds to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking bounds: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the control's touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a switch's flip.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range left to applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, from its flags: UIKit's `UIControl.State`, with its bit values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not take touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// The range left to applications.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The range UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

/// How a control places its content across: UIKit's `UIControl.ContentHorizontalAlignment`.
public enum ControlContentHorizontalAlignment: Int, Sendable {
    /// Centred (the default).
    case center
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Stretched to the full width.
    case fill
    /// Against the leading edge (left in left-to-right layouts).
    case leading
    /// Against the trailing edge (right in left-to-right layouts).
    case trailing
}

/// How a control places its content down: UIKit's `UIControl.ContentVerticalAlignment`.
public enum ControlContentVerticalAlignment: Int, Sendable {
    /// Centred (the default).
    case center
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// Stretched to the full height.
    case fill
}
