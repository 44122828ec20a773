// UIKit's spellings over Canopy's types, so a screen file written for iOS compiles on Linux with
// one conditional import:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import CanopyUIKit
//     #endif
//
// Every UIKit name here is the Canopy type itself (a typealias) or a thin forwarding member:
// behaviour lives in exactly one place, the Canopy type, and its documentation is the reference.
// Where Canopy refuses misuse that UIKit would crash on, the Canopy member's documentation says
// which `Diagnostic` it reports.

@_exported import Canopy
@_exported import FlexibleHeader
@_exported import Foundation
