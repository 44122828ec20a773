import Foundation

/// One face of one font file, named by path: the unit the engine measures and a renderer draws.
public struct FontFile: Sendable, Hashable {
    /// The file's absolute path.
    public var path: String
    /// The face's index inside a collection file (`.ttc`); 0 for single-face files.
    public var faceIndex: Int
    /// The Debian package that installs the file, recorded with goldens.
    public var package: String

    /// Creates a face reference.
    public init(path: String, faceIndex: Int = 0, package: String) {
        self.path = path
        self.faceIndex = faceIndex
        self.package = package
    }
}
