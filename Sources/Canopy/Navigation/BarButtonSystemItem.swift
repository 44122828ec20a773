import Foundation

extension BarButtonItem {
    /// UIKit's system items: each is a localized word or a symbol, with UIKit's weight.
    public enum SystemItem: String, CaseIterable, Sendable, Hashable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, close

        /// The English word a text item draws; nil for symbol items and spaces.
        public var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            // Items without a Canopy symbol draw their name, so they stay visible.
            case .reply: return "Reply"
            case .organize: return "Organize"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            default: return nil
            }
        }

        /// The symbol a symbol item draws.
        public var symbol: Symbol? {
            switch self {
            case .add: return .plus
            case .compose: return .squareAndPencil
            case .action: return .squareAndArrowUp
            case .bookmarks: return .bookmark
            case .search: return .magnifyingglass
            case .refresh: return .arrowClockwise
            case .trash: return .trash
            case .close: return .xmark
            default: return nil
            }
        }

        /// Whether UIKit draws the item semibold: Done and Save confirm the screen.
        public var isBold: Bool { self == .done || self == .save }
    }
}
