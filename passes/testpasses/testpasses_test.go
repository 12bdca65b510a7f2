package testpasses

import (
	"testing"

	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

func TestRegistered(t *testing.T) {
	require.Same(t, PassFailure, passes.Lookup("test-pass-failure"))
	require.NoError(t, passes.Validate())
}
