import Canopy
import Foundation

/// A deterministic text dump of a node tree, one node per line, for tree snapshots and for
/// naming the nodes behind a pixel difference.
///
/// Each line holds the node's type, its accessibility identifier, its frame, and the
/// properties that differ from a plain view's defaults (hidden, alpha, clipping, background,
/// label text). Children follow their parent, indented two spaces per level. Numbers are
/// points with at most two decimals, trailing zeros trimmed, so the same tree always gives
/// the same text.
///
/// Frames are in window coordinates when the dumped node is in a window. A node outside any
/// window is dumped relative to its tree root: frames are in the space the root's own frame
/// is expressed in, the space the renderer draws a detached view in. The first line names
/// which space was used.
public struct TreeSnapshot: Sendable, Equatable {
    /// The coordinate space the frames are expressed in.
    public enum Space: String, Sendable {
        /// The window's coordinate space (the dumped node is in a window).
        case window
        /// The space of the tree root's frame (the dumped node is in no window).
        case root
    }

    /// The space of every frame in the dump.
    public var space: Space
    /// The nodes in depth-first order, parents before their children.
    public var nodes: [TreeSnapshotNode]

    /// Creates a snapshot from nodes already dumped or parsed.
    public init(space: Space, nodes: [TreeSnapshotNode]) {
        self.space = space
        self.nodes = nodes
    }

    /// The format's first line; parsing refuses text that does not start with it.
    static let header = "canopy-tree 1"

    /// The dump as text: the header line, then one line per node, ending with a newline.
    public var text: String {
        var out = "\(Self.header) space=\(space.rawValue)\n"
        for node in nodes {
            out += node.line
            out += "\n"
        }
        return out
    }
}
