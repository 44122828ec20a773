import Canopy
import Foundation

/// One node of a ``TreeSnapshot``: what a tree dump records about it.
///
/// Values are rounded as the dump prints them (points and alpha to two decimals), so a node
/// dumped from a live tree equals the same node parsed back from its text.
public struct TreeSnapshotNode: Sendable, Equatable {
    /// Nesting level: 0 for the dumped node, 1 for its subviews, and so on (never negative in
    /// a dump; a negative value is written marked and refused when read back).
    public var depth: Int
    /// The node's dynamic type name, without spaces (`LabelNode`, `FlexibleHeaderView`).
    public var typeName: String
    /// The accessibility identifier, if the node has one.
    public var identifier: String?
    /// The frame in the dump's space (see ``TreeSnapshot/space``), rounded to 0.01 pt.
    public var frame: CGRect
    /// Whether the node itself is hidden (an ancestor's flag is on the ancestor's line).
    public var isHidden: Bool
    /// The node's own alpha, rounded to 0.01.
    public var alpha: CGFloat
    /// Whether the node clips its content and subviews to its bounds.
    public var clipsToBounds: Bool
    /// The background colour as `#RRGGBBAA` (8-bit channels), or nil for none.
    public var background: String?
    /// A label's text (empty included); nil for nodes that are not labels.
    public var text: String?
    /// The row a table cell shows, as `section.row` (`0.3`); nil for other nodes and for
    /// cells no table shows, so a dump names each cell by its row.
    public var indexPath: String?

    /// Creates a node record from values already rounded the way the dump prints them.
    public init(
        depth: Int, typeName: String, identifier: String? = nil, frame: CGRect, isHidden: Bool = false, alpha: CGFloat = 1,
        clipsToBounds: Bool = false, background: String? = nil, text: String? = nil, indexPath: String? = nil
    ) {
        self.depth = depth
        self.typeName = typeName
        self.identifier = identifier
        self.frame = frame
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.background = background
        self.text = text
        self.indexPath = indexPath
    }

    /// The compared properties in a fixed order, formatted as in the dump; defaults included
    /// so two records can be compared property by property.
    public var properties: [(name: String, value: String)] {
        [
            ("type", typeName),
            ("frame.x", TreeNumber.format(frame.origin.x)),
            ("frame.y", TreeNumber.format(frame.origin.y)),
            ("frame.width", TreeNumber.format(frame.size.width)),
            ("frame.height", TreeNumber.format(frame.size.height)),
            ("hidden", isHidden ? "true" : "false"),
            ("alpha", TreeNumber.format(alpha)),
            ("clips", clipsToBounds ? "true" : "false"),
            ("background", background ?? "none"),
            ("text", text.map(TreeQuoting.quote) ?? "none"),
            ("indexPath", indexPath ?? "none"),
        ]
    }

    /// Deeper levels than this are not indented further; their line starts with `@<depth>`
    /// instead, so a very deep chain gives a file proportional to its node count.
    static let maximumIndentedDepth = 32

    /// The node's line in the dump, without the trailing newline.
    ///
    /// A negative depth, which no dump produces, is written unindented as `@<depth>` so the
    /// text shows the value and parsing it back refuses that marker by name.
    var line: String {
        var out: String
        if depth < 0 {
            out = "@\(depth) "
        } else if depth <= Self.maximumIndentedDepth {
            out = String(repeating: "  ", count: depth)
        } else {
            out = String(repeating: "  ", count: Self.maximumIndentedDepth) + "@\(depth) "
        }
        out += typeName
        if let identifier { out += " " + TreeQuoting.quote(identifier) }
        out += " frame=(\(TreeNumber.format(frame.origin.x)),\(TreeNumber.format(frame.origin.y)),"
        out += "\(TreeNumber.format(frame.size.width)),\(TreeNumber.format(frame.size.height)))"
        if isHidden { out += " hidden" }
        if alpha != 1 { out += " alpha=\(TreeNumber.format(alpha))" }
        if clipsToBounds { out += " clips" }
        if let background { out += " background=\(background)" }
        if let text { out += " text=\(TreeQuoting.quote(text))" }
        if let indexPath { out += " indexPath=\(indexPath)" }
        return out
    }
}
